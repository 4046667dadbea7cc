import path from 'node:path';
import { startCluster, workerCount } from '../server/cluster-primary';
import { applyDevelopmentSecrets } from '../server/secrets';
import { workerEntry } from '../server/server-bundle';

/*
 * The store as `npm start` serves it with several workers (scripts/server/cluster-primary.ts), for the
 * cross-process tests (scripts/test-support/cluster-process.ts starts it): IMPORTA_WORKERS workers
 * sharing STORE_PORT, serving the production build in NEXT_DIST_DIR against MONGODB_URI. Each worker
 * prints 'WORKER_URL <pid> <url>' (its own port, scripts/test-support/cluster-worker.ts); this primary
 * prints 'STORE_READY <url>' once all listen, and stops them on SIGTERM.
 * Run bundled by scripts/test-support/store-launcher.ts.
 */
async function main(): Promise<void> {
  const port = Number(process.env.STORE_PORT);
  if (!Number.isInteger(port) || port <= 0) throw new Error('STORE_PORT falta');
  // The test's own JWT_SECRET stays: only what it did not set comes from .data/secrets.json.
  applyDevelopmentSecrets();
  const entry = workerEntry('cluster-worker', path.join(__dirname, 'cluster-worker.ts'));
  const running = await startCluster({ count: workerCount(), entry, env: { PORT: String(port) } });
  process.stdout.write(`STORE_READY http://127.0.0.1:${port}\n`);
  process.once('SIGTERM', () => void running.stop().finally(() => process.exit(0)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
