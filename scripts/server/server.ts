import cluster from 'node:cluster';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import next from 'next';
import { ROOT } from './paths';
import { forgetKeptPages } from './kept-pages';
import { WORKER_MESSAGES } from './cluster-primary';
import { attachRealtime, closeRealtime } from '../../lib/realtime/server';
import { disconnectDb } from '../../lib/db';
import { env } from '../../lib/env';
import { missingPublicUrlWarning } from '../../lib/seo/site-url';
import { missingSmtpWarning } from '../../lib/mail/transport';
import { PEER_HEADER } from '../../lib/auth/rate-limit';
import { answerFromKept } from '../../lib/http/cache/kept-answers';
import { FifoGate, isPageRender, renderInTurn } from '../../lib/http/render-gate';
import { clientAddressFrom } from '../../lib/http/client-address';
import { coalesceFlushes } from '../../lib/http/coalesced-flush';
import { compressResponse } from '../../lib/http/compression';
import { writeScriptsAfterPaint } from '../../lib/http/scripts-after-paint';
import { isMalformedPath } from '../../lib/http/input';
import { limitRequestBody } from '../../lib/http/body-limit';
import { refuseReadFlood } from '../../lib/http/read-bucket';
import { setTransportSecurity } from '../../lib/http/transport-security';
import { AppError, errorBody } from '../../lib/errors';

/** How often attempts idle for a minute are looked for, in one process of the store (lib/cluster/jobs.ts). */
const RECOVERY_SWEEP_EVERY_MS = 5 * 60_000;

/**
 * Orders a killed process left half-made are completed or given back before anyone buys again.
 * A single process owning an embedded database knows every attempt left there is an interrupted
 * one. Otherwise other processes may be mid-order: a cluster's primary swept before starting its
 * workers (scripts/server/cluster-primary.ts), a worker started in place of a dead one sweeps that
 * one's attempts, and every five minutes one process of the store takes over attempts idle for a
 * minute (an external MongoDB's other hosts, a process that hung).
 */
async function recoverOrders(): Promise<void> {
  const { recoverInterruptedOrders } = await import('../../lib/orders/recovery');
  const { everyTurn } = await import('../../lib/cluster/jobs');
  const single = env().DATABASE_KIND !== 'external' && !cluster.isWorker;
  const sweep = async (options: Parameters<typeof recoverInterruptedOrders>[0] = {}) => {
    const report = await recoverInterruptedOrders(options);
    if (report.completed || report.rolledBack || report.review || report.cancels) console.log('[pedidos] recuperación tras una parada:', report);
  };
  if (single) {
    // Nothing else serves from this database: the sockets a stopped run counted are all closed (lib/realtime/socket-slots.ts).
    const { SocketSlot } = await import('../../models/SocketSlot');
    await SocketSlot.deleteMany({});
    return sweep({ olderThanMs: 0 });
  }
  for (const pid of deadWorkerPids()) await sweepDeadWorker(pid);
  if (!cluster.isWorker) await sweep();
  everyTurn('order-recovery', RECOVERY_SWEEP_EVERY_MS, () => sweep());
}

/** What a dead worker left: its half-made orders, and the socket slots its connections held (lib/realtime/socket-slots.ts). */
async function sweepDeadWorker(pid: number): Promise<void> {
  try {
    const [{ recoverInterruptedOrders }, { releaseSocketSlotsOf }] = await Promise.all([
      import('../../lib/orders/recovery'),
      import('../../lib/realtime/socket-slots'),
    ]);
    const report = await recoverInterruptedOrders({ olderThanMs: 0, ownerPid: pid });
    await releaseSocketSlotsOf(pid);
    console.log(`[pedidos] recuperación del proceso ${pid}:`, report);
  } catch (error) {
    console.error(`[pedidos] recuperación del proceso ${pid}`, error);
  }
}

/** The workers this one replaces (scripts/server/cluster-primary.ts passes their pids). */
function deadWorkerPids(): number[] {
  return (process.env.IMPORTA_RECOVER_PIDS ?? '')
    .split(',')
    .map(Number)
    .filter((pid) => Number.isInteger(pid) && pid > 0);
}

/**
 * In a cluster worker: the primary's messages. A worker died: sweep its attempts now (the
 * worker started in its place would only do so once it listens). Stop: close and exit.
 */
function followPrimary(server: RunningServer): void {
  process.on('message', (message: { type?: string; pid?: number; saveSnapshot?: boolean }) => {
    if (message?.type === WORKER_MESSAGES.recover && message.pid) void sweepDeadWorker(message.pid);
    if (message?.type === WORKER_MESSAGES.stop) void server.close({ saveSnapshot: message.saveSnapshot }).finally(() => process.exit(0));
  });
  // Ctrl+C reaches every process of the terminal: the primary decides when a worker stops.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => undefined);
}

/** Gives their search texts to users stored without them (once; a few per millisecond), logging how many. */
async function fillSearchKeys(): Promise<void> {
  const { fillUserSearchKeys } = await import('../../lib/account/user-search-service');
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
const INTERNAL_HEADERS = [
  'x-middleware-subrequest',
  'x-middleware-invoke',
  'x-middleware-prefetch',
  'x-nextjs-data',
  'x-invoke-path',
  'x-invoke-query',
  'x-invoke-status',
  'x-invoke-error',
  'x-invoke-output',
  'x-matched-path',
  'x-now-route-matches',
];

/** The API's JSON 404, or the store's not-found page, for a request whose path does not decode. */
function answerMalformedPath(app: ReturnType<typeof next>, req: IncomingMessage, res: ServerResponse): Promise<void> | void {
  if (!(req.url ?? '').startsWith('/api/')) return app.render404(req, res, { pathname: '/', query: {} } as Parameters<typeof app.render404>[2]);
  res.writeHead(404, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(errorBody(new AppError('notFound'))));
}

export type RunningServer = {
  url: string;
  /** The HTTP server (Socket.IO attached), for a test that feeds it connections of its own. */
  httpServer: Server;
  /** Stops serving; `saveSnapshot` false leaves the catalogue snapshot to another worker of the cluster. */
  close(options?: { saveSnapshot?: boolean }): Promise<void>;
};

/** Serve the Next.js store and Socket.IO on one port. Resolves once it is listening. */
export async function startServer({ port, dev = false, hostname = '0.0.0.0' }: { port: number; dev?: boolean; hostname?: string }): Promise<RunningServer> {
  // A cluster's primary forgot them before starting its workers; a worker started later must not
  // remove what the others are serving.
  if (!dev && !cluster.isWorker) forgetKeptPages();
  // Under tsx (the tools that load this TypeScript directly; `npm start` runs a bundle without maps)
  // Node's source maps are on, and Node then reads and keeps the map of every file it loads:
  // Next's server chunks and its own runtime brought about 40 MB of maps and their sources into each
  // process of the store (scripts/server/README.md). A production stack trace names the built chunk instead.
  if (!dev) process.setSourceMapsEnabled(false);
  const publicUrlWarning = missingPublicUrlWarning(env());
  const smtpWarning = missingSmtpWarning(env());
  // Once per cluster: the first worker says it for all.
  if (!cluster.isWorker || cluster.worker?.id === 1) for (const warning of [publicUrlWarning, smtpWarning]) if (warning) console.warn(warning);
  // The catalogue's index opens beside Next's preparation; until it is ready the database answers its
  // reads, and a search waits a few seconds, then answers 503 with Retry-After (lib/catalog/warming.ts).
  const { warmCatalog } = await import('../../lib/catalog/reader');
  void warmCatalog().catch((error: unknown) => console.error('[catálogo] índice', error));
  const app = next({ dev, dir: ROOT, hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  // What follows every guarded write (catalogue index, page expiry, read copies, stock alerts), once,
  // before the first write (the boot sweep below gives stock back). After prepare: the page expiry
  // loads next/cache, which needs the request storage Next sets up there.
  const { registerWriteListeners } = await import('../../lib/write-listeners');
  registerWriteListeners();
  // A process started after a write elsewhere heard nothing of it: the pages kept on this machine's
  // disk before its start are rendered again once (lib/http/cache/storefront-pages.ts).
  if (cluster.isWorker) {
    const { expireStorefrontPagesHere } = await import('../../lib/http/cache/storefront-pages');
    expireStorefrontPagesHere();
  }
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
    if (!dev && isPageRender(req.url)) {
      // React writes a page in dozens of chunks a turn, and Next flushes the gzip stream after each (lib/http/coalesced-flush.ts).
      coalesceFlushes(res);
      compressResponse(req, res);
      // The first frame is drawn before the page's scripts are fetched (lib/http/scripts-after-paint.ts).
      writeScriptsAfterPaint(res);
      void renderInTurn(renders, res, () => handle(req, res));
    } else {
      compressResponse(req, res);
      void handle(req, res);
    }
  });
  const io = await attachRealtime(httpServer);
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, hostname, () => resolve());
  });
  // The finances' day figures (lib/selling/sales-days.ts) and every seller's kept days
  // (lib/selling/kept-seller-days.ts, computed once for a database from before them), so that the first
  // report and the first dashboard read kept days: kept in the database, so one process of the store
  // computes them.
  void import('../../lib/cluster/jobs')
    .then(({ runOncePerTurn }) =>
      Promise.all([
        runOncePerTurn('finances-warm', FINANCES_WARM_TURN_MS, async () => (await import('../../lib/admin/finances-service')).warmFinances()),
        runOncePerTurn('seller-days-backfill', FINANCES_WARM_TURN_MS, async () => (await import('../../lib/selling/kept-seller-days')).backfillSellerDays()),
      ]),
    )
    .catch((error: unknown) => console.error('[tareas] días guardados', error));
  const stopTransferExpiry = await startTransferExpiry();
  const stopClaimRecovery = await startClaimRecovery();
  const running: RunningServer = {
    url: `http://localhost:${port}`,
    httpServer,
    async close({ saveSnapshot = true } = {}) {
      stopTransferExpiry();
      stopClaimRecovery();
      await closeRealtime(io);
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await app.close?.();
      // The next start reads the index from this snapshot and only the products written after it (no-op while it opens).
      if (saveSnapshot) {
        const { saveCatalogSnapshot } = await import('../../lib/catalog/memory/memory-catalog');
        await saveCatalogSnapshot();
      }
      const { closeBus } = await import('../../lib/cluster/bus');
      await closeBus();
      await disconnectDb();
    },
  };
  if (cluster.isWorker) {
    followPrimary(running);
    process.send?.({ type: WORKER_MESSAGES.ready });
  }
  return running;
}

/** How often transfer orders unpaid past their deadline are looked for, by one process of the store (lib/cluster/jobs.ts). */
const TRANSFER_EXPIRY_EVERY_MS = 10 * 60_000;
/** How often receipts kept past TRANSFER_RECEIPTS_KEEP_DAYS are looked for (lib/transfer/receipt-purge.ts): days matter, not minutes. */
const RECEIPT_PURGE_EVERY_MS = 6 * 3600_000;

/**
 * Transfer orders left unpaid past their deadline are cancelled and their stock returns
 * (lib/transfer/service.ts): once at start, then every turn, each run in the one process that claims
 * it; the cancels are guarded, so an overlapping run cancels nothing twice. The old receipts of
 * cancelled unpaid orders are deleted the same way, on a turn of their own. Answers the timers' stop.
 */
async function startTransferExpiry(): Promise<() => void> {
  const [{ everyTurn, runOncePerTurn }, { expireUnpaidTransfers }, { purgeOldReceipts }] = await Promise.all([
    import('../../lib/cluster/jobs'),
    import('../../lib/transfer/service'),
    import('../../lib/transfer/receipt-purge'),
  ]);
  const sweep = async () => {
    const cancelled = await expireUnpaidTransfers();
    if (cancelled) console.log(`[transferencias] ${cancelled} pedidos sin pagar a tiempo cancelados`);
  };
  const purge = async () => {
    const purged = await purgeOldReceipts();
    if (purged) console.log(`[transferencias] comprobantes de ${purged} pedidos cancelados sin pagar borrados`);
  };
  void runOncePerTurn('transfer-expiry', TRANSFER_EXPIRY_EVERY_MS, sweep);
  void runOncePerTurn('transfer-receipt-purge', RECEIPT_PURGE_EVERY_MS, purge);
  const stopExpiry = everyTurn('transfer-expiry', TRANSFER_EXPIRY_EVERY_MS, sweep);
  const stopPurge = everyTurn('transfer-receipt-purge', RECEIPT_PURGE_EVERY_MS, purge);
  return () => {
    stopExpiry();
    stopPurge();
  };
}

/** How often claims whose resolution was cut short are looked for, by one process of the store (lib/cluster/jobs.ts). */
const CLAIM_RECOVERY_EVERY_MS = 5 * 60_000;

/**
 * Claims a stopped process left taken ('resolving') past the bound of a resolution are finished or
 * undone (lib/claims/recovery.ts): once at start, then every turn, each run in the one process that
 * claims it; every step is guarded by the take, so an overlapping run does nothing twice. Answers the timer's stop.
 */
async function startClaimRecovery(): Promise<() => void> {
  const [{ everyTurn, runOncePerTurn }, { recoverResolvingClaims }] = await Promise.all([
    import('../../lib/cluster/jobs'),
    import('../../lib/claims/recovery'),
  ]);
  const sweep = async () => {
    const { resolved, reopened } = await recoverResolvingClaims();
    if (resolved + reopened) console.log(`[reclamaciones] resoluciones interrumpidas: ${resolved} terminadas, ${reopened} abiertas de nuevo`);
  };
  void runOncePerTurn('claim-recovery', CLAIM_RECOVERY_EVERY_MS, sweep);
  return everyTurn('claim-recovery', CLAIM_RECOVERY_EVERY_MS, sweep);
}

/** The finances' days are warmed once per this long by the whole store (a restart within it finds them kept). */
const FINANCES_WARM_TURN_MS = 10 * 60_000;
