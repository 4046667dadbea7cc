import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import next from 'next';
import { BASELINE_DIR, type NextServerReady } from './apps';
import { answerProfileRequests } from './profiling';

/** The baseline app behind the same kind of custom server as the store (node:http in front of Next's handler), on `port` (0: any). */
async function listenBaseline(port: number): Promise<string> {
  const app = next({ dev: false, dir: BASELINE_DIR, hostname: '127.0.0.1', port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const server = createServer((req, res) => void handle(req, res));
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * The bare page with BENCH_WORKERS processes sharing one port through node:cluster, as the store's
 * cluster does (scripts/server/cluster-primary.ts): what this machine and its load generator allow
 * any Next.js app from a second process, measured beside the store's own scaling.
 */
async function startBaseline(): Promise<string> {
  const workers = Number(process.env.BENCH_WORKERS);
  if (!(workers > 1)) return listenBaseline(0);
  const cluster = (await import('node:cluster')).default;
  const { freePort } = await import('../../server/net');
  const port = await freePort();
  const listening = new Promise<void>((resolve, reject) => {
    let count = 0;
    cluster.on('listening', () => ++count === workers && resolve());
    cluster.on('exit', () => reject(new Error('un proceso de la página base terminó al arrancar')));
  });
  for (let i = 0; i < workers; i++) cluster.fork({ BENCH_BASELINE_PORT: String(port) });
  await listening;
  return `http://127.0.0.1:${port}`;
}

/** Searching homes each worker of the cluster renders before it is measured. */
const WARM_RENDERS_PER_WORKER = 5;

/**
 * The store with BENCH_WORKERS workers, as `npm start` serves it on that many cores
 * (scripts/server/cluster-primary.ts), once every worker answers a search from its catalogue index.
 */
async function startStoreCluster(workers: number): Promise<string> {
  const path = await import('node:path');
  const { freePort } = await import('../../server/net');
  const { startCluster } = await import('../../server/cluster-primary');
  const { workerEntry } = await import('../../server/server-bundle');
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  await startCluster({
    count: workers,
    entry: workerEntry('worker', path.join(__dirname, '..', '..', 'server', 'worker.ts')),
    env: { PORT: String(port), IMPORTA_HOST: '127.0.0.1' },
  });
  const url = `http://127.0.0.1:${port}`;
  // Each new connection goes to the next worker: as many answered searches in a row as workers, twice, and all are warm.
  // A search, because until a worker's catalogue index is open its lists are answered by the database
  // but its searches wait, then answer 503: measured then, the workers were still reading the index.
  for (let answered = 0, probe = 0; answered < workers * 2; probe++) {
    const status = await fetch(`${url}/api/productsImport?limit=1&page=1&searchPhrase=samsung&maxPrice=${900_000_000 + probe}`, {
      headers: { connection: 'close' },
    }).then(
      (r) => r.status,
      () => 0,
    );
    answered = status === 200 ? answered + 1 : 0;
    if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // A fresh process renders its first pages several times slower (code loaded and compiled on first
  // use), and the one-worker store it is compared with has served for minutes: each worker renders
  // a few searching homes first, in turn.
  for (let render = 0; render < workers * WARM_RENDERS_PER_WORKER; render++) {
    await fetch(`${url}/?searchPhrase=samsung&maxPrice=${910_000_000 + render}`, { headers: { connection: 'close' } }).then((r) => r.arrayBuffer());
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
  const cluster = (await import('node:cluster')).default;
  // A worker of the bare page's cluster (startBaseline): it only serves; its primary reports ready.
  if (cluster.isWorker) return void (await listenBaseline(Number(process.env.BENCH_BASELINE_PORT)));
  const url = process.env.BENCH_APP === 'baseline' ? await startBaseline() : await startStore();
  const ready: NextServerReady = { type: 'ready', url };
  answerProfileRequests();
  process.send!(ready);
  process.on('disconnect', () => process.exit(0));
}

main().catch((error: unknown) => {
  console.error('[bench] el servidor no arrancó:', error);
  process.exit(1);
});
