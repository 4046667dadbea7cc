import fs from 'node:fs';
import path from 'node:path';
import { startDatabase, type DatabaseHandle } from '../server/embedded-db';
import { DATA_DIR } from '../server/paths';

/**
 * Starts the real embedded database for the integration tests, once for the whole run, in a
 * folder of its own (.data/test-db-<pid>) so two runs on one machine never stop each other's
 * server. Jest workers inherit TEST_MONGODB_URI from this process.
 */
export default async function globalSetup(): Promise<void> {
  removeAbandonedInstances();
  const instance = `test-db-${process.pid}`;
  const handle = await startDatabase({ instance, dbName: 'importa_test' });
  process.env.TEST_DB_INSTANCE = instance;
  process.env.TEST_MONGODB_URI = handle.uri;
  process.env.TEST_DATABASE_KIND = handle.kind;
  process.env.QUERY_SHAPES_DIR = path.join(DATA_DIR, 'query-shapes', String(process.pid));
  (globalThis as { __testDb?: DatabaseHandle }).__testDb = handle;
}

/** Folders of earlier runs whose process is gone (a killed jest leaves its folder behind). */
function removeAbandonedInstances(): void {
  if (!fs.existsSync(DATA_DIR)) return;
  for (const name of fs.readdirSync(DATA_DIR)) {
    const pid = Number(/^test-db-(\d+)$/.exec(name)?.[1]);
    if (pid && !isAlive(pid)) fs.rmSync(path.join(DATA_DIR, name), { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
