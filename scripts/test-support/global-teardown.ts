import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle } from '../lib/embedded-db';
import { DATA_DIR } from '../lib/paths';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __testDb?: DatabaseHandle }).__testDb?.stop();
  const instance = process.env.TEST_DB_INSTANCE;
  if (instance) fs.rmSync(path.join(DATA_DIR, instance), { recursive: true, force: true });
}
