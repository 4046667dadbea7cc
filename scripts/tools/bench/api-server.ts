import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as products from '@/app/api/productsImport/route';
import * as product from '@/app/api/productsImport/[id]/route';
import * as ofDistributor from '@/app/api/productsImport/ofdistributor/[id]/route';
import * as categories from '@/app/api/categoriesImport/route';
import { connectDb } from '@/lib/db';
import { catalogEngine, type CatalogEngine } from '@/lib/catalog/engine';
import { memoryStore } from '@/lib/catalog/memory/memory-catalog';
import { setCatalogEngine } from '@/lib/catalog/reader';

/*
 * `npm run bench:api`'s server, in a process of its own (api.ts forks it) so the load generator does
 * not share its event loop: connects (MONGODB_URI from the parent), builds the memory store when
 * that engine is in use, serves the catalogue's route handlers over plain node:http and reports to
 * the parent over IPC.
 */

type Handler = (request: Request, segment: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** GET routes of the catalogue, matched in order; named groups become the route params. */
const ROUTES: [RegExp, Handler][] = [
  [/^\/api\/productsImport\/?$/, products.GET],
  [/^\/api\/productsImport\/ofdistributor\/(?<id>[^/]+)$/, ofDistributor.GET],
  [/^\/api\/productsImport\/(?<id>[^/]+)$/, product.GET],
  [/^\/api\/categoriesImport\/?$/, categories.GET],
];

async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://bench.local');
  const route = ROUTES.find(([pattern]) => pattern.test(url.pathname));
  if (!route || req.method !== 'GET') {
    res.writeHead(404).end();
    return;
  }
  const [pattern, handler] = route;
  const params = { ...pattern.exec(url.pathname)?.groups };
  const request = new Request(url, { method: 'GET', headers: req.headers as Record<string, string> });
  const response = await handler(request, { params: Promise.resolve(params) });
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, { 'content-type': response.headers.get('content-type') ?? 'application/json', 'content-length': body.length });
  res.end(body);
}

/**
 * A plain node:http server in front of the exported route handlers (new Request → Response), so the
 * benchmark measures the handlers over real HTTP without building Next. Answers on 127.0.0.1.
 */
async function startBenchServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[bench] error del manejador:', error);
      res.writeHead(500).end();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Messages between the benchmark (parent) and this server process (child, over IPC). */
export type ServerReady = {
  type: 'ready';
  url: string;
  engine: CatalogEngine;
  buildMs: number;
  baseRssMb: number;
  rssMb: number;
  heapMb: number;
  index?: Record<string, number>;
};
export type MemoryReport = { type: 'memory'; rssMb: number; heapMb: number };

const mb = (bytes: number) => Math.round(bytes / 1e6);

/** Connects, builds the index when the memory engine is in use, serves, then tells the parent and answers its memory questions. */
async function main(): Promise<void> {
  const forced = process.env.BENCH_ENGINE as CatalogEngine | undefined;
  if (forced) setCatalogEngine(forced);
  await connectDb();
  const engine = await catalogEngine();
  const baseRssMb = mb(process.memoryUsage().rss);
  const started = Date.now();
  const index = engine === 'memory' ? (await memoryStore()).index.stats() : undefined;
  const buildMs = Date.now() - started;
  global.gc?.();
  const server = await startBenchServer();
  const memory = process.memoryUsage();
  const ready: ServerReady = { type: 'ready', url: server.url, engine, buildMs, baseRssMb, rssMb: mb(memory.rss), heapMb: mb(memory.heapUsed), index };
  process.send!(ready);
  process.on('message', (message: { type?: string }) => {
    if (message.type !== 'memory') return;
    const now = process.memoryUsage();
    const report: MemoryReport = { type: 'memory', rssMb: mb(now.rss), heapMb: mb(now.heapUsed) };
    process.send!(report);
  });
}

main().catch((error: unknown) => {
  console.error('[bench] el servidor no arrancó:', error);
  process.exit(1);
});
