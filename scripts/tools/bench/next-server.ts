import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import next from 'next';
import { BASELINE_DIR, type NextServerReady } from './apps';

/** The baseline app behind the same kind of custom server as the store (node:http in front of Next's handler). */
async function startBaseline(): Promise<string> {
  const app = next({ dev: false, dir: BASELINE_DIR, hostname: '127.0.0.1', port: 0 });
  const handle = app.getRequestHandler();
  await app.prepare();
  const server = createServer((req, res) => void handle(req, res));
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * The store with BENCH_WORKERS workers, as `npm start` serves it on that many cores
 * (scripts/server/cluster-primary.ts), once every worker answers a catalogue read.
 */
async function startStoreCluster(workers: number): Promise<string> {
  const path = await import('node:path');
  const { freePort } = await import('../../server/net');
  const { startCluster } = await import('../../server/cluster-primary');
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  await startCluster({
    count: workers,
    entry: path.join(__dirname, '..', '..', 'server', 'worker.ts'),
    env: { PORT: String(port), IMPORTA_HOST: '127.0.0.1' },
  });
  const url = `http://127.0.0.1:${port}`;
  // Each new connection goes to the next worker: as many answered reads in a row as workers, twice, and all are warm.
  for (let answered = 0; answered < workers * 2;) {
    const status = await fetch(`${url}/api/productsImport?limit=1&page=1`, { headers: { connection: 'close' } }).then(
      (r) => r.status,
      () => 0,
    );
    answered = status === 200 ? answered + 1 : 0;
    if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return url;
}

/** The store exactly as `npm start` serves it (scripts/server/server.ts), once its catalogue index is built. */
async function startStore(): Promise<string> {
  const workers = Number(process.env.BENCH_WORKERS);
  if (workers > 1) return startStoreCluster(workers);
  const { freePort } = await import('../../server/net');
  const { startServer } = await import('../../server/server');
  // BENCH_PORT: the operations benchmark starts the store again on the port it had (a restart).
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  await startServer({ port, hostname: '127.0.0.1' });
  const { warmCatalog } = await import('@/lib/catalog/reader');
  await warmCatalog();
  return `http://127.0.0.1:${port}`;
}

/**
 * One server of the benchmark in its own process (BENCH_APP=store|baseline), so the load
 * generator does not share its event loop and its resident memory can be read alone.
 */
async function main(): Promise<void> {
  const url = process.env.BENCH_APP === 'baseline' ? await startBaseline() : await startStore();
  const ready: NextServerReady = { type: 'ready', url };
  process.send!(ready);
  process.on('disconnect', () => process.exit(0));
}

main().catch((error: unknown) => {
  console.error('[bench] el servidor no arrancó:', error);
  process.exit(1);
});
