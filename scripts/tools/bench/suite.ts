import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { catalogSnapshotFile, startDatabase } from '../../server/embedded-db';
import { applyDevelopmentSecrets } from '../../server/secrets';
import { ensureMeasureBuild } from '../measured-store';
import { acquireLock } from '../../test-support/lock';
import { serverEnv, serverNodeFlags } from '../../server/server-runtime';
import { warmImages } from '../lighthouse/cli';
import { firstLoadFigures, lighthouseFigures, measureSideBySide, type StorePage } from '../lighthouse/side-by-side';
import { DATA_DIR, distDir, ROOT } from '../../server/paths';
import { note } from '../../server/progress';
import { figureMarkdown, figureTable, updateDoc, type Figure } from './report';
import { RARE_WORD } from './words';
import { BASELINE_DIR, ensureBaselineBuild, type NextServerReady } from './apps';
import { ensureOpsFixture, type OpsFixture } from './ops-fixture';
import { rowPasses } from './ops-measure';
import { OPERATION_GROUPS, operationsSection, runOperations } from './operations';
import { scalingFigures } from './scaling';
import { workerCount } from '../../server/cluster-primary';

/*
 * npm run bench [-- --quick --rounds=3 --seconds=10 --no-lighthouse --no-build --only=operations|throughput --small --calls=20 --rows=cart,restart]
 * The performance suite of decision 9: the store (production build, custom server, 100,000 products,
 * 10,000 users, 50,000 orders on its own embedded database) against a bare Next.js app
 * (scripts/tools/bench/baseline) served the same way, measured in the same run so the ratios hold on a shared
 * machine. Prints one table (figure, store, baseline, ratio, goal, pass/fail) and writes it to
 * docs/PERFORMANCE.md. --quick: one round of 3 s and one mobile Lighthouse run (for development).
 * Then every user-facing operation (decision 18, operations.ts), --calls per row (20; 5 with --quick),
 * and the first answers after a restart. --only=operations runs that part alone (no baseline);
 * --only=throughput runs only the load tests against the baseline (the pages and the product-list
 * API under autocannon), prints their table and records nothing;
 * --small (implied by --only=operations --quick) uses a small dataset of its own database
 * (2,000 products, 300 users, 1,000 orders);
 * --rows runs only the named groups of rows (OPERATION_GROUPS) and records nothing.
 * Last, beside the baseline (not with --only=operations), the scaling table (scaling.ts): one
 * worker against the cores' worth of workers `npm start` uses, on distinct searches, distinct API
 * queries and a realistic mix.
 */

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((arg) => arg.replace(/^--/, '').split('='))
    .map(([k, v]) => [k, v ?? 'true']),
);
const QUICK = args.quick === 'true';
const ROUNDS = Number(args.rounds ?? (QUICK ? 1 : 3));
const SECONDS = Number(args.seconds ?? (QUICK ? 3 : 10));
const WARM_UP_SECONDS = QUICK ? 1 : 3;
const CONNECTIONS = 50;
const LIGHTHOUSE_RUNS = QUICK ? 1 : 3;
const IDLE_SOCKETS = 200;
const MEMORY_LIMIT_MB = 400;
/** With two workers at 100,000 products: every store process and the database together. */
const TOTAL_MEMORY_LIMIT_MB = 1_200;
const ONLY_OPERATIONS = args.only === 'operations';
const ONLY_THROUGHPUT = args.only === 'throughput';
// A quick check of the operations alone runs on the small dataset (seeded in under a minute).
const SMALL = args.small === 'true' || (ONLY_OPERATIONS && QUICK);
const DATASET = SMALL ? { products: 2_000, users: 300, orders: 1_000 } : { products: 100_000, users: 10_000, orders: 50_000 };
const OPERATION_CALLS = Number(args.calls ?? (QUICK ? 5 : 20));
const OPERATION_ROWS = args.rows ? args.rows.split(',') : null;
const DOC = path.join(ROOT, 'docs', 'PERFORMANCE.md');
const BENCH_MAIL_DIR = path.join(DATA_DIR, 'bench-mail');
const log = (line: string) => console.log(line);

type Load = { reqPerSec: number; p99: number; errors: number };
/** `distinct`: the store's path differs on every request (`{n}` numbered), so no answer is ever sent again from memory. */
type Pair = { name: string; store: string; baseline: string; minThroughput: number; maxP99: number; distinct?: boolean };

// ---------------------------------------------------------------- servers

type Served = { child: ChildProcess; url: string; peakRssMb: () => number; peakTotalWithDatabaseMb: () => number; stop(): Promise<void> };

const rssMb = (pid: number | string) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(safeRead(`/proc/${pid}/status`))?.[1] ?? 0) / 1024);
/** The embedded database's process (scripts/server/embedded-db.ts writes its pid); none when MONGODB_URI points elsewhere. */
const databasePid = () => safeRead(path.join(DATA_DIR, 'bench-db', 'server.pid')).trim();

function serve(app: 'store' | 'baseline', env: NodeJS.ProcessEnv): Promise<Served> {
  // The store runs with the flags `npm start` gives it; the baseline is a bare app with Node's defaults.
  const store = app === 'store';
  const child = fork(path.join(__dirname, 'next-server.ts'), [], {
    execArgv: [...(store ? serverNodeFlags(env) : []), '--import', 'tsx'],
    cwd: store ? ROOT : BASELINE_DIR,
    env: { ...(store ? serverEnv(env) : env), BENCH_APP: app, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...(store ? {} : { NEXT_DIST_DIR: '' }) },
  });
  let peak = 0;
  let peakTotal = 0;
  // With several workers (BENCH_WORKERS), the largest of them: each has the same budget. And the
  // largest sum of all of them (the primary too) with the database, sampled at the same moment.
  const sample = () => {
    const pids = [child.pid!, ...safeRead(`/proc/${child.pid}/task/${child.pid}/children`).split(/\s+/).filter(Boolean)];
    const each = pids.map(rssMb);
    peak = Math.max(peak, ...each);
    const database = databasePid();
    peakTotal = Math.max(peakTotal, each.reduce((a, b) => a + b, 0) + (database ? rssMb(database) : 0));
  };
  const timer = setInterval(sample, 250);
  // 'close' (after 'exit'): the 'exit' listeners are replaced below.
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`El servidor ${app} terminó (código ${code}).`));
    });
    child.on('message', (message: NextServerReady) => {
      if (message.type !== 'ready') return;
      child.removeAllListeners('exit');
      child.once('exit', () => clearInterval(timer));
      // Stopped means exited: a restart on the same port must find it free.
      const stop = () => (child.exitCode === null && child.signalCode === null && child.kill(), exited);
      resolve({ child, url: message.url, peakRssMb: () => (sample(), peak), peakTotalWithDatabaseMb: () => (sample(), peakTotal), stop });
    });
  });
}

function safeRead(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

// ---------------------------------------------------------------- data

type Ids = {
  categoryId: string;
  productId: string;
  productPath: string;
  productIds: string[];
  owner: { id: string; sessionVersion: number };
  socketUsers: { id: string; sessionVersion: number }[];
  fixture: OpsFixture;
};

async function prepareData(): Promise<Ids> {
  const { connectDb, disconnectDb } = await import('@/lib/db');
  const { ensureBenchCatalogue } = await import('./seed');
  const { ensureBenchPeople } = await import('./people');
  const { Category } = await import('@/models/Category');
  const { Product } = await import('@/models/Product');
  await connectDb();
  log(
    `Datos: ${DATASET.products.toLocaleString('es')} productos, ${DATASET.users.toLocaleString('es')} usuarios, ${DATASET.orders.toLocaleString('es')} pedidos (se siembran solo la primera vez)…`,
  );
  await ensureBenchCatalogue(DATASET.products, log);
  await ensureBenchPeople(DATASET.users, DATASET.orders, log);
  const { ensureLargeSeller } = await import('./large-seller');
  await ensureLargeSeller(DATASET.orders, log);
  await ensureBenchImages();
  const hogar = await Category.findOne({ name: 'Hogar' }).lean();
  // The first product of the catalogue: a by-id read, the only one FerretDB answers without a scan.
  const product = await Product.findOne({}, { _id: 1, user: 1 }).lean();
  const { User } = await import('@/models/User');
  const owner = await User.findById(product!.user, { sessionVersion: 1 }).lean();
  // The idle sockets need signed-in users (a handshake without a token is refused), each within its cap.
  const { SOCKET_CAPS } = await import('@/lib/realtime/server');
  const socketUsers = await User.find({}, { sessionVersion: 1 })
    .limit(Math.ceil(IDLE_SOCKETS / SOCKET_CAPS.perUser))
    .lean();
  // Before the store starts, so it caches no seller terms from before the fixture's.
  const fixture = await ensureOpsFixture();
  // Product pages over the whole catalogue for the scaling table's mix: every 20th id.
  const productIds = (await Product.find({}, { _id: 1 }).lean()).filter((_, i) => i % 20 === 0).map((p) => String(p._id));
  await disconnectDb();
  const productId = String(product!._id);
  return {
    categoryId: String(hogar!._id),
    productId,
    productIds,
    productPath: `/products/detail/${productId}`,
    owner: { id: String(product!.user), sessionVersion: owner?.sessionVersion ?? 0 },
    socketUsers: socketUsers.map((u) => ({ id: String(u._id), sessionVersion: u.sessionVersion ?? 0 })),
    fixture,
  };
}

/**
 * The synthetic products show /demo/products/bench-{category}.webp: copies of a demo product's
 * image (the demo images are generated by the seed), so pages load no missing image.
 */
async function ensureBenchImages(): Promise<void> {
  const { ensureDemoImages } = await import('../../server/seed/images');
  await ensureDemoImages();
  const dir = path.join(ROOT, 'public', 'demo', 'products');
  const sources = fs.readdirSync(dir).filter((name) => name.endsWith('-1.webp') && !name.startsWith('bench-'));
  for (let c = 0; c < 10; c++) {
    const target = path.join(dir, `bench-${c}.webp`);
    if (!fs.existsSync(target)) fs.copyFileSync(path.join(dir, sources[(c * 7) % sources.length]), target);
  }
}

// ---------------------------------------------------------------- measures

/**
 * What every browser sends: the store and the baseline answer gzipped, as a shopper receives them
 * (autocannon sends no Accept-Encoding of its own, which measured both sides uncompressed).
 */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** Numbers the `{n}` of distinct paths across the whole run, so no round repeats another's. */
let distinctRequests = 100_000_000;

async function load(url: string, connections = CONNECTIONS, distinct = false, pathOf?: (n: number) => string): Promise<Load> {
  const target = new URL(url.replace('{n}', '0'));
  const template = url.slice(target.origin.length);
  const nextPath = pathOf ?? (distinct ? (n: number) => template.replace('{n}', String(n)) : null);
  const requests = nextPath ? [{ setupRequest: (request: { path?: string }) => ({ ...request, path: nextPath(++distinctRequests) }) }] : undefined;
  const options = { url: target.href, connections, headers: BROWSER_HEADERS, requests };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: SECONDS });
  return { reqPerSec: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx + result.timeouts };
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const fmt = (n: number, digits = 0) => n.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Baseline and store alternate (the order flips each round); the ratio of each round, then the median. */
async function comparePairs(pairs: readonly Pair[], store: string, baseline: string): Promise<Figure[]> {
  const runs = new Map<string, { store: Load; baseline: Load }[]>();
  for (let round = 0; round < ROUNDS; round++) {
    log(`Ronda ${round + 1} de ${ROUNDS}`);
    for (const pair of pairs) {
      const order = round % 2 === 0 ? (['baseline', 'store'] as const) : (['store', 'baseline'] as const);
      const measured: Partial<Record<'store' | 'baseline', Load>> = {};
      for (const side of order)
        measured[side] = side === 'store' ? await load(store + pair.store, CONNECTIONS, pair.distinct) : await load(baseline + pair.baseline);
      const entry = measured as { store: Load; baseline: Load };
      note(
        `${pair.name}: tienda ${fmt(entry.store.reqPerSec)} req/s p99 ${entry.store.p99} ms; base ${fmt(entry.baseline.reqPerSec)} req/s p99 ${entry.baseline.p99} ms${entry.store.errors ? `; ${entry.store.errors} errores` : ''}`,
      );
      runs.set(pair.name, [...(runs.get(pair.name) ?? []), entry]);
    }
  }
  return pairs.flatMap((pair) => {
    const all = runs.get(pair.name)!;
    const errors = all.reduce((sum, r) => sum + r.store.errors, 0);
    const throughput = median(all.map((r) => r.store.reqPerSec / r.baseline.reqPerSec));
    const p99 = median(all.map((r) => r.store.p99 / Math.max(r.baseline.p99, 1)));
    const suffix = errors ? ` (${errors} errores)` : '';
    return [
      {
        figure: `${pair.name}: req/s`,
        store: fmt(median(all.map((r) => r.store.reqPerSec))) + suffix,
        baseline: fmt(median(all.map((r) => r.baseline.reqPerSec))),
        ratio: fmt(throughput, 2),
        goal: `≥ ${pair.minThroughput}`,
        pass: throughput >= pair.minThroughput && !errors,
      },
      {
        figure: `${pair.name}: p99 ms`,
        store: fmt(median(all.map((r) => r.store.p99))),
        baseline: fmt(median(all.map((r) => r.baseline.p99))),
        // No answer in the whole window leaves autocannon's p99 at 0: that is a failure, not a fast store.
        ratio: fmt(p99, 2),
        goal: `≤ ${pair.maxP99}`,
        pass: p99 <= pair.maxP99 && all.every((r) => r.store.reqPerSec > 0),
      },
    ];
  });
}

/** Absolute budgets on the store alone: the catalogue's worst cases and one connection. */
async function absoluteFigures(store: string, ids: Ids): Promise<Figure[]> {
  const list = '/api/productsImport?limit=10&promoted=false';
  const worst: [string, string][] = [
    ['API peor caso: página 50', `${list}&page=50`],
    [`API peor caso: palabra rara (${RARE_WORD})`, `${list}&page=1&searchPhrase=${RARE_WORD}`],
    [
      'API peor caso: todos los filtros',
      `${list}&page=1&searchPhrase=cafe&categoryId=${ids.categoryId}&region=Matanzas&minPrice=5&maxPrice=500&currency=USD&minPoints=10&maxPoints=90&fastDelivery=true&possibleDiscount=true`,
    ],
  ];
  const figures: Figure[] = [];
  for (const [name, url] of worst) {
    const result = await load(store + url);
    figures.push({
      figure: `${name}: p99 ms`,
      store: fmt(result.p99),
      baseline: '–',
      ratio: '–',
      goal: '≤ 300 ms',
      pass: result.p99 <= 300 && result.reqPerSec > 0 && !result.errors,
    });
  }
  const single = await load(`${store}${list}&page=1&categoryId=${ids.categoryId}`, 1);
  figures.push({
    figure: 'API categoría, 1 conexión: p99 ms',
    store: fmt(single.p99, 1),
    baseline: '–',
    ratio: '–',
    goal: '≤ 10 ms',
    pass: single.p99 <= 10 && single.reqPerSec > 0 && !single.errors,
  });
  return figures;
}

/**
 * Goal 2's last clause: the product page, served from the cache, shows a price changed by its seller
 * (through the API, as the listing form does) on the very next request. The price is put back after.
 */
async function priceFreshness(store: string, ids: Ids): Promise<Figure> {
  const { signToken } = await import('@/lib/auth/token');
  const { formatUsd } = await import('@/lib/money');
  const headers = { authorization: signToken(ids.owner.id, ids.owner.sessionVersion), 'content-type': 'application/json' };
  const listing = (await (await fetch(`${store}/api/sellingData/listings/${ids.productId}`, { headers })).json()) as { price: number };
  const put = async (price: number) => {
    const answer = await fetch(`${store}/api/productsImport/${ids.productId}`, { method: 'PUT', headers, body: JSON.stringify({ ...listing, price }) });
    if (!answer.ok) throw new Error(`PUT ${answer.status}: ${await answer.text()}`);
    return ((await answer.json()) as { totalPrice: number }).totalPrice;
  };
  const page = () => fetch(store + ids.productPath);
  // Kept past its 60 s, the page answers STALE while it is rendered again behind that answer (a full
  // run gets here minutes after the warm-up): the write is made once the fresh copy is kept.
  let cached: string | null = null;
  for (let attempt = 0; attempt < 20 && cached !== 'HIT'; attempt++) {
    if (attempt) await new Promise((resolve) => setTimeout(resolve, 250));
    cached = (await page()).headers.get('x-nextjs-cache');
  }
  const totalPrice = await put(Math.round((listing.price + 1.37) * 100) / 100);
  const shown = (await (await page()).text()).includes(formatUsd(totalPrice));
  await put(listing.price);
  const pass = cached === 'HIT' && shown;
  return {
    figure: 'Página de producto: precio nuevo en la siguiente petición',
    store: `${cached === 'HIT' ? 'guardada' : `no guardada (${cached ?? 'sin caché'})`}; ${shown ? 'precio nuevo' : 'precio viejo'}`,
    baseline: '–',
    ratio: '–',
    goal: 'guardada; precio nuevo',
    pass,
  };
}

/** Throughput of the store's product list with 200 idle, signed-in Socket.IO clients against without them, alternating. */
async function idleSockets(store: string, ids: Ids): Promise<Figure> {
  const { io } = await import('socket.io-client');
  const { signToken } = await import('@/lib/auth/token');
  const tokens = ids.socketUsers.map((u) => signToken(u.id, u.sessionVersion));
  const url = `${store}/api/productsImport?limit=10&promoted=false&page=1`;
  const ratios: number[] = [];
  let withSockets = 0;
  let without = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const plain = await load(url);
    const sockets = Array.from({ length: IDLE_SOCKETS }, (_, i) =>
      io(store, { auth: { token: tokens[i % tokens.length] }, transports: ['websocket'], reconnection: false, forceNew: true }),
    );
    await Promise.all(
      sockets.map((s) => new Promise<void>((resolve, reject) => (s.connected ? resolve() : s.once('connect', () => resolve()).once('connect_error', reject)))),
    );
    const loaded = await load(url);
    sockets.forEach((s) => s.disconnect());
    note(`sin clientes ${fmt(plain.reqPerSec)} req/s; con ${IDLE_SOCKETS} clientes ${fmt(loaded.reqPerSec)} req/s`);
    ratios.push(loaded.reqPerSec / plain.reqPerSec);
    withSockets += loaded.reqPerSec / ROUNDS;
    without += plain.reqPerSec / ROUNDS;
  }
  const ratio = median(ratios);
  return {
    figure: `${IDLE_SOCKETS} clientes Socket.IO inactivos: req/s`,
    store: fmt(withSockets),
    baseline: `${fmt(without)} (sin ellos)`,
    ratio: fmt(ratio, 2),
    goal: '≥ 0.9',
    pass: ratio >= 0.9,
  };
}

/** Next's own count, when the build wrote it (.next/diagnostics/route-bundle-stats.json), for the notes. */
function routeBundleStats(): Record<string, number> | null {
  const file = path.join(distDir(), 'diagnostics', 'route-bundle-stats.json');
  if (!fs.existsSync(file)) return null;
  const rows = JSON.parse(fs.readFileSync(file, 'utf8')) as { route: string; firstLoadUncompressedJsBytes: number }[];
  return Object.fromEntries(
    rows.filter((r) => ['/', '/products/detail/[id]', '/cart'].includes(r.route)).map((r) => [r.route, r.firstLoadUncompressedJsBytes]),
  );
}

// ---------------------------------------------------------------- report

function markdown(figures: readonly Figure[], notes: readonly string[], started: Date): string {
  const cpu = os.cpus();
  const mode = QUICK ? 'quick run (`--quick`: one round, 3 s, one mobile Lighthouse run)' : `${ROUNDS} rounds`;
  return [
    `### Suite against the baseline: ${started.toISOString().slice(0, 10)}`,
    '',
    `- Measured ${started.toISOString().replace('T', ' ').slice(0, 16)} UTC by \`npm run bench\`, ${mode}; autocannon ${CONNECTIONS} connections, ${WARM_UP_SECONDS} s warm-up, ${SECONDS} s measured.`,
    `- Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 1e9)} GB, Node ${process.version}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')} at the end.`,
    ...notes.map((n) => `- ${n}`),
    '',
    ...figureMarkdown(figures),
  ].join('\n');
}

// ---------------------------------------------------------------- main

/** The load tests against the baseline: pages and the product-list API (decisions 9 and 21). */
function throughputPairs(ids: Ids): Pair[] {
  const pairs: Pair[] = [
    {
      name: 'Inicio con búsqueda y filtros',
      store: `/?searchPhrase=samsung&categoryId=${ids.categoryId}`,
      baseline: '/dynamic',
      minThroughput: 0.5,
      maxP99: 2,
    },
    // The same search with a different price ceiling on every request (nine digits, above every price, so the same
    // results): each one is rendered, none is sent again from the server's memory (lib/http/cache/kept-answers.ts).
    {
      name: 'Inicio, cada búsqueda distinta',
      store: `/?searchPhrase=samsung&categoryId=${ids.categoryId}&maxPrice={n}`,
      baseline: '/dynamic',
      minThroughput: 0.5,
      maxP99: 2,
      distinct: true,
    },
    { name: 'Inicio sin parámetros', store: '/', baseline: '/', minThroughput: 0.7, maxP99: 1.5 },
    { name: 'Página de producto', store: ids.productPath, baseline: '/', minThroughput: 0.7, maxP99: 1.5 },
    ...(
      [
        ['API primera página', ''],
        ['API categoría', `&categoryId=${ids.categoryId}`],
        ['API provincia', '&region=La%20Habana'],
        ['API rango de precio', '&minPrice=50&maxPrice=200'],
        ['API palabra frecuente', '&searchPhrase=samsung'],
      ] as const
    ).map(([name, query]) => ({
      name,
      store: `/api/productsImport?limit=10&promoted=false&page=1${query}`,
      baseline: '/api/items',
      minThroughput: 0.5,
      maxP99: 1.5,
    })),
    {
      name: 'API, cada consulta distinta',
      store: `/api/productsImport?limit=10&promoted=false&page=1&maxPrice={n}`,
      baseline: '/api/items',
      minThroughput: 0.5,
      maxP99: 1.5,
      distinct: true,
    },
  ];
  return QUICK ? pairs.filter((p) => !p.name.startsWith('API ') || p.name === 'API categoría') : pairs;
}

/** The throughput and p99 figures of throughputPairs, each URL fetched before any timing (first renders compile and fill caches). */
async function throughputFigures(store: Served, baseline: Served, ids: Ids): Promise<Figure[]> {
  const pairs = throughputPairs(ids);
  for (const pair of pairs) {
    for (let i = 0; i < 2; i++) await fetch(store.url + pair.store.replace('{n}', '999999999')).then((r) => r.arrayBuffer());
    await fetch(baseline.url + pair.baseline).then((r) => r.arrayBuffer());
  }
  return comparePairs(pairs, store.url, baseline.url);
}

/** The suite against the baseline (decision 9): prints its table and writes it to docs/PERFORMANCE.md; true when every figure passes. */
async function suiteFigures(store: Served, baseline: Served, ids: Ids, databaseKind: string, started: Date): Promise<boolean> {
  log(`Tienda en ${store.url}, línea base en ${baseline.url}; RSS de la tienda ${store.peakRssMb()} MB tras el arranque.`);
  const figures = [...(await throughputFigures(store, baseline, ids))];
  figures.push(...(await absoluteFigures(store.url, ids)));
  figures.push(await priceFreshness(store.url, ids));
  figures.push(await idleSockets(store.url, ids));
  const pages: (StorePage & { lean: boolean })[] = [
    { name: 'Inicio', path: '/', lean: true },
    { name: 'Producto', path: ids.productPath, lean: true },
    { name: 'Carrito', path: '/cart', noindex: true, lean: false },
  ];
  figures.push(...(await firstLoadFigures(store.url, baseline.url, pages)));
  if (args['no-lighthouse'] !== 'true') {
    for (const url of [`${baseline.url}/`, ...pages.map((p) => store.url + p.path)]) await warmImages(url);
    // The plain CLI (what an outsider runs) beside the bare page, paint holding off beside it, and desktop.
    const measured = await measureSideBySide({
      store: store.url,
      bare: baseline.url,
      pages,
      runs: LIGHTHOUSE_RUNS,
      reportDir: path.join(DATA_DIR, 'reports', 'bench-lighthouse'),
      log: note,
      variants: QUICK ? ['plain'] : ['plain', 'no-paint-holding', 'desktop'],
    });
    figures.push(...lighthouseFigures(measured));
  }
  const peak = store.peakRssMb();
  figures.push({
    figure: 'Memoria residente máxima del servidor (MB)',
    store: String(peak),
    baseline: String(baseline.peakRssMb()),
    ratio: '–',
    goal: `< ${MEMORY_LIMIT_MB}`,
    pass: peak < MEMORY_LIMIT_MB,
  });
  const stats = routeBundleStats();
  const notes = [
    `Dataset: ${DATASET.products.toLocaleString('en')} products, ${DATASET.users.toLocaleString('en')} users, ${DATASET.orders.toLocaleString('en')} orders on ${databaseName(databaseKind)}.`,
    "Baseline: scripts/tools/bench/baseline, a bare Next.js app (static page, forced-dynamic page of 15 items, JSON route of 15 items) behind the same node:http custom server with Next's gzip; built with webpack because Turbopack, whose root is the repository, compiles the store's proxy.ts into it.",
    `Lighthouse: the plain \`lighthouse\` CLI with its default flags (mobile) on the bare page and each store page, alternating, median of ${LIGHTHOUSE_RUNS}${QUICK ? '' : '; beside it the same with paint holding off (not judged) and the desktop preset'}; the goals are judged against the bare page of the same run (decision 21).`,
    `First-load JS is every script the server-rendered HTML references, gzipped. Next's own uncompressed count (route-bundle-stats.json) for the store: ${
      stats
        ? Object.entries(stats)
            .map(([route, bytes]) => `${route} ${fmt(bytes / 1024)} KB`)
            .join(', ')
        : 'not written by this build'
    }.`,
  ];
  const table = figureTable(figures);
  log(`\n${table}\n`);
  updateDoc(DOC, 'suite', markdown(figures, notes, started));
  log(`Resultados guardados en ${path.relative(ROOT, DOC)}.`);
  return figures.every((f) => f.pass);
}

const databaseName = (kind: string) => (kind === 'ferretdb' ? 'FerretDB v1.24.2 (SQLite)' : kind);

/**
 * The scaling table (scaling.ts): `store` (one worker) beside `many` (the store with SCALED_WORKERS
 * workers) and the bare page. Printed, and written to docs/PERFORMANCE.md when `record`.
 */
/** The workers `npm start` gives this machine, two at least so that the scaling table means something on one core. */
const SCALED_WORKERS = Math.max(2, workerCount());
const serveScaled = (env: NodeJS.ProcessEnv) => serve('store', { ...env, BENCH_WORKERS: String(SCALED_WORKERS) });

async function scalingTable(store: Served, many: Served, baseline: Served, ids: Ids, started: Date, record: boolean): Promise<boolean> {
  const workers = SCALED_WORKERS;
  {
    const run = (base: string, plan: { path?: string; next?: (n: number) => string }) => load(base + (plan.path ?? '/'), CONNECTIONS, false, plan.next);
    const figures = await scalingFigures(
      { single: store.url, many: many.url, workers, bare: baseline.url },
      { categoryId: ids.categoryId, productIds: ids.productIds, fixture: ids.fixture },
      run,
      note,
    );
    figures.push({
      figure: `Memoria residente máxima de un proceso con ${workers} (MB)`,
      store: String(many.peakRssMb()),
      baseline: '–',
      ratio: '–',
      goal: `< ${MEMORY_LIMIT_MB}`,
      pass: many.peakRssMb() < MEMORY_LIMIT_MB,
    });
    const total = many.peakTotalWithDatabaseMb();
    figures.push({
      figure: `Memoria residente máxima de los ${workers} procesos, el primario y la base de datos juntos (MB)`,
      store: String(total),
      baseline: '–',
      ratio: '–',
      goal: `< ${TOTAL_MEMORY_LIMIT_MB}`,
      pass: total < TOTAL_MEMORY_LIMIT_MB,
    });
    log(`\n${figureTable(figures)}\n`);
    if (record) {
      const mode = QUICK ? 'quick run (`--quick`)' : `${SECONDS} s measured after ${WARM_UP_SECONDS} s of warm-up`;
      updateDoc(
        DOC,
        'scaling',
        [
          `### Scaling: one worker and ${workers}, ${started.toISOString().slice(0, 10)}`,
          '',
          `- Measured by \`npm run bench\`, ${mode}; autocannon ${CONNECTIONS} connections; ${os.cpus().length} cores, load average ${os
            .loadavg()
            .map((n) => n.toFixed(1))
            .join(' / ')} at the end.`,
          '- Each load on the store with one worker, then with several (scripts/server/cluster-primary.ts), then on the bare page. The mix places orders at a steady rate meanwhile (scripts/tools/bench/scaling.ts).',
          '',
          ...figureMarkdown(figures),
        ].join('\n'),
      );
    }
    return figures.every((f) => f.pass);
  }
}

async function main(): Promise<number> {
  const unknown = OPERATION_ROWS?.filter((name) => !OPERATION_GROUPS.includes(name)) ?? [];
  if (unknown.length) throw new Error(`--rows desconocidas: ${unknown.join(', ')} (hay ${OPERATION_GROUPS.join(', ')})`);
  const started = new Date();
  const release = await acquireLock(path.join(DATA_DIR, 'bench.lock'), () => note('otro banco de pruebas está en curso; esperando…'));
  try {
    await ensureMeasureBuild({ reuse: args['no-build'] === 'true' });
    if (!ONLY_OPERATIONS) ensureBaselineBuild();
    const dbName = SMALL ? 'importa_bench_small' : 'importa_bench';
    const database = await startDatabase({ instance: 'bench-db', dbName });
    // The store writes its mail to files (no SMTP) so the registration row reads the code, as a local user does.
    Object.assign(process.env, { MONGODB_URI: database.uri, DATABASE_KIND: database.kind, MAIL_DIR: BENCH_MAIL_DIR, SMTP_URL: '' });
    // The store's restart reads its catalogue from this file, as `npm start`'s does (scripts/server/start.ts).
    const snapshot = catalogSnapshotFile('bench-db', dbName, database.kind);
    if (snapshot) process.env.CATALOG_SNAPSHOT_FILE = snapshot;
    applyDevelopmentSecrets();
    let store: Served | undefined;
    let baseline: Served | undefined;
    let many: Served | undefined;
    try {
      const ids = await prepareData();
      let suitePasses = true;
      if (ONLY_OPERATIONS) {
        log('Arrancando la tienda (construye el índice del catálogo)…');
        store = await serve('store', process.env);
      } else if (ONLY_THROUGHPUT) {
        log('Arrancando la tienda (construye el índice del catálogo) y la línea base…');
        [store, baseline] = await Promise.all([serve('store', process.env), serve('baseline', process.env)]);
        const figures = await throughputFigures(store, baseline, ids);
        log(
          `\n${figureTable(figures)}\n\nCarga media al final: ${os
            .loadavg()
            .map((n) => n.toFixed(1))
            .join(' / ')}.`,
        );
        log(`Arrancando la tienda con ${SCALED_WORKERS} procesos…`);
        many = await serveScaled(process.env);
        const scales = await scalingTable(store, many, baseline, ids, started, false);
        return figures.every((f) => f.pass) && scales ? 0 : 1;
      } else {
        log('Arrancando la tienda (construye el índice del catálogo) y la línea base…');
        [store, baseline] = await Promise.all([serve('store', process.env), serve('baseline', process.env)]);
        suitePasses = await suiteFigures(store, baseline, ids, database.kind, started);
      }
      // The operation rows are measured as `npm start` serves: with the workers of this machine (one with --only=operations).
      log(`Arrancando la tienda con ${SCALED_WORKERS} procesos para las operaciones…`);
      many = ONLY_OPERATIONS ? store : await serveScaled(process.env);
      const port = Number(new URL(many.url).port);
      const operations = await runOperations({
        store: many,
        calls: OPERATION_CALLS,
        groups: OPERATION_ROWS,
        fixture: ids.fixture,
        mailDir: BENCH_MAIL_DIR,
        log,
        restart: () =>
          (ONLY_OPERATIONS ? serve('store', { ...process.env, BENCH_PORT: String(port) }) : serveScaled({ ...process.env, BENCH_PORT: String(port) })).then(
            (again) => {
              if (ONLY_OPERATIONS) store = again;
              return (many = again);
            },
          ),
      });
      const dataset = `${DATASET.products.toLocaleString('en')} products, ${DATASET.users.toLocaleString('en')} users, ${DATASET.orders.toLocaleString('en')} orders`;
      // A partial run (--rows) would replace the whole table with a few rows.
      if (!OPERATION_ROWS) {
        updateDoc(
          DOC,
          SMALL ? 'operations-small' : 'operations',
          operationsSection(operations, { started, dataset, database: databaseName(database.kind), calls: OPERATION_CALLS }),
        );
        log(`Resultados guardados en ${path.relative(ROOT, DOC)}.`);
      }
      // Last: its orders and the second store's writes come after every other measure.
      const scales = baseline ? await scalingTable(store, many, baseline, ids, started, !OPERATION_ROWS) : true;
      return suitePasses && scales && operations.every(rowPasses) ? 0 : 1;
    } finally {
      if (many !== store) await many?.stop();
      await store?.stop();
      await baseline?.stop();
      await database.stop();
    }
  } finally {
    release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
