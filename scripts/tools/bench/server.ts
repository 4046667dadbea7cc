import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as products from '@/app/api/productsImport/route';
import * as product from '@/app/api/productsImport/[id]/route';
import * as ofDistributor from '@/app/api/productsImport/ofdistributor/[id]/route';
import * as categories from '@/app/api/categoriesImport/route';

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
export async function startBenchServer(): Promise<{ url: string; close(): Promise<void> }> {
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
