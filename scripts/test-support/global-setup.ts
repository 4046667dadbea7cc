import { startDatabase, type DatabaseHandle } from '../lib/embedded-db';

/**
 * Starts the real embedded database for the integration tests (its own folder, .data/test-db),
 * once for the whole run. Jest workers inherit TEST_MONGODB_URI from this process.
 */
export default async function globalSetup(): Promise<void> {
  const handle = await startDatabase({ instance: 'test-db', dbName: 'importa_test' });
  process.env.TEST_MONGODB_URI = handle.uri;
  process.env.TEST_DATABASE_KIND = handle.kind;
  (globalThis as { __testDb?: DatabaseHandle }).__testDb = handle;
}
