import fs from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import next from 'next';
import { distDir, ROOT } from './lib/paths';
import { attachRealtime } from '../lib/realtime/server';
import { disconnectDb } from '../lib/db';
import { env } from '../lib/env';
import { missingPublicUrlWarning } from '../lib/seo/site-url';
import { missingSmtpWarning } from '../lib/mail/transport';
import { PEER_HEADER } from '../lib/auth/rate-limit';
import { answerFromKept } from '../lib/http/cache/kept-answers';
import { FifoGate, isPageRender, renderInTurn } from '../lib/http/render-gate';
import { clientAddressFrom } from '../lib/http/client-address';
import { isMalformedPath } from '../lib/http/input';
import { limitRequestBody } from '../lib/http/body-limit';
import { refuseReadFlood } from '../lib/http/read-bucket';
import { setTransportSecurity } from '../lib/http/transport-security';
import { AppError, errorBody } from '../lib/errors';

/**
 * Orders a killed process left half-made are completed or given back before anyone buys again.
 * One process owns an embedded database, so every attempt left there is an interrupted one; with
 * an external MongoDB other processes may be mid-order, so only attempts idle for a minute are
 * touched, and the sweep repeats every five minutes.
 */
async function recoverOrders(): Promise<void> {
  const { recoverInterruptedOrders } = await import('../lib/orders/recovery');
  const embedded = env().DATABASE_KIND !== 'external';
  const sweep = async () => {
    const report = await recoverInterruptedOrders(embedded ? { olderThanMs: 0 } : {});
    if (report.completed || report.rolledBack || report.review || report.cancels) console.log('[pedidos] recuperación tras una parada:', report);
  };
  await sweep();
  if (!embedded) setInterval(() => void sweep().catch((error: unknown) => console.error('[pedidos] recuperación', error)), 5 * 60_000).unref();
}

/** Gives their search texts to users stored without them (once; a few per millisecond), logging how many. */
async function fillSearchKeys(): Promise<void> {
  const { fillUserSearchKeys } = await import('../lib/account/user-search-service');
  try {
    const filled = await fillUserSearchKeys();
    if (filled) console.log(`[usuarios] textos de búsqueda añadidos a ${filled} usuarios`);
  } catch (error) {
    console.error('[usuarios] textos de búsqueda', error);
  }
}

/**
 * Headers Next.js uses between its own parts or for the Pages Router (this store has only the App
 * Router): a client sending them changed answers (x-middleware-prefetch turned a 401 into an empty
 * 200; CVE-2025-29927 rode x-middleware-subrequest).
 */
const INTERNAL_HEADERS = ['x-middleware-subrequest', 'x-middleware-invoke', 'x-middleware-prefetch', 'x-nextjs-data', 'x-invoke-path', 'x-invoke-query', 'x-invoke-status', 'x-invoke-error', 'x-invoke-output', 'x-matched-path', 'x-now-route-matches'];

/**
 * The storefront pages and reads an earlier run kept (lib/http/cache/storefront-pages.ts) are dropped
 * before serving: the writes that expired them were recorded in that run's memory only, so after a
 * restart Next would serve them as fresh. Only what Next writes while serving is removed, never the build.
 */
function forgetKeptPages(): void {
  for (const folder of [path.join('server', 'route-cache'), path.join('cache', 'fetch-cache')]) {
    fs.rmSync(path.join(distDir(), folder), { recursive: true, force: true });
  }
}

/** The API's JSON 404, or the store's not-found page, for a request whose path does not decode. */
function answerMalformedPath(app: ReturnType<typeof next>, req: IncomingMessage, res: ServerResponse): Promise<void> | void {
  if (!(req.url ?? '').startsWith('/api/')) return app.render404(req, res, { pathname: '/', query: {} } as Parameters<typeof app.render404>[2]);
  res.writeHead(404, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(errorBody(new AppError('notFound'))));
}

export type RunningServer = { url: string; close(): Promise<void> };

/** Serve the Next.js store and Socket.IO on one port. Resolves once it is listening. */
export async function startServer({ port, dev = false, hostname = '0.0.0.0' }: { port: number; dev?: boolean; hostname?: string }): Promise<RunningServer> {
  if (!dev) forgetKeptPages();
  for (const warning of [missingPublicUrlWarning(env()), missingSmtpWarning(env())]) if (warning) console.warn(warning);
  // The catalogue's index opens beside Next's preparation; until it is ready its reads wait a few
  // seconds, then answer 503 with Retry-After (lib/catalog/warming.ts).
  const { warmCatalog } = await import('../lib/catalog/reader');
  void warmCatalog().catch((error: unknown) => console.error('[catálogo] índice', error));
  const app = next({ dev, dir: ROOT, hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  // What follows every guarded write (catalogue index, page expiry, read copies, stock alerts), once,
  // before the first write (the boot sweep below gives stock back). After prepare: the page expiry
  // loads next/cache, which needs the request storage Next sets up there.
  const { registerWriteListeners } = await import('../lib/write-listeners');
  registerWriteListeners();
  await recoverOrders();
  // In the background: until it is done the admins' user search reads every user (lib/account/user-search-service.ts).
  void fillSearchKeys();
  const renders = new FifoGate(env().IMPORTA_RENDERS_AT_ONCE);
  const httpServer: Server = createServer((req, res) => {
    // Per-address limits read the client's address from this header (the TCP peer, or X-Forwarded-For
    // past the proxies TRUST_PROXY trusts); a client-sent value is replaced.
    req.headers[PEER_HEADER] = clientAddressFrom(req.socket.remoteAddress, req.headers['x-forwarded-for'], env().TRUST_PROXY);
    // HSTS for a browser that came over TLS through a trusted proxy (lib/http/transport-security.ts).
    setTransportSecurity(req, res, env().TRUST_PROXY);
    // Next.js's internal routing headers only ever come from Next itself, never from a client.
    for (const name of INTERNAL_HEADERS) delete req.headers[name];
    // A path that does not decode names nothing: 404 with the usual message, before Next.js's param decoding throws.
    if (isMalformedPath(req.url ?? '/')) return void answerMalformedPath(app, req, res);
    // Each route's body limit holds while the body streams: 413 past it, never a whole body in memory (lib/http/body-limit.ts).
    if (limitRequestBody(req, res)) return;
    // Searches and lists memory cannot answer are held to a bucket per address (lib/http/read-bucket.ts).
    if (!dev && refuseReadFlood(req, res)) return;
    // A kept storefront page is sent as Next last sent it, gzip and ETag included (lib/http/cache/kept-answers.ts).
    if (!dev && answerFromKept(req, res)) return;
    // Pages render a few at a time, in arrival order (lib/http/render-gate.ts); the rest go straight in.
    if (!dev && isPageRender(req.url)) void renderInTurn(renders, res, () => handle(req, res));
    else void handle(req, res);
  });
  const io = await attachRealtime(httpServer);
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, hostname, () => resolve());
  });
  // The finances' day figures (lib/selling/sales-days.ts), so that the first report reads kept days.
  void import('../lib/admin/finances-service').then(({ warmFinances }) => warmFinances()).catch((error: unknown) => console.error('[finanzas] días', error));
  return {
    url: `http://localhost:${port}`,
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await app.close?.();
      // The next start reads the index from this snapshot and only the products written after it (no-op while it opens).
      const { saveCatalogSnapshot } = await import('../lib/catalog/memory/memory-catalog');
      await saveCatalogSnapshot();
      await disconnectDb();
    },
  };
}
