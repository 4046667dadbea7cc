import type { DatabaseHandle } from '../lib/embedded-db';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __testDb?: DatabaseHandle }).__testDb?.stop();
}
