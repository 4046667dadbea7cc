import os from 'node:os';
import path from 'node:path';
import { catalogSnapshotFile, startDatabase } from '../../server/embedded-db';
import { applyDevelopmentSecrets } from '../../server/secrets';
import { workerCount } from '../../server/cluster-primary';
import { DATA_DIR, ROOT } from '../../server/paths';
import { note } from '../../server/progress';
import { acquireLock } from '../../test-support/lock';
import { ensureMeasureBuild } from '../measured-store';
import { warmImages } from '../lighthouse/cli';
import { firstLoadFigures, lighthouseFigures, measureSideBySide, type StorePage } from '../lighthouse/side-by-side';
import { ensureBaselineBuild } from './apps';
import { idleSocketsFigure } from './idle-sockets';
import { load } from './load';
import { rowPasses } from './ops-measure';
import { OPERATION_GROUPS, operationsSection, runOperations } from './operations';
import { BENCH_DB_INSTANCE, fmt, log, PERFORMANCE_DOC, suiteOptions } from './options';
import { priceFreshnessFigure } from './price-freshness';
import { cpuSeconds, databasePid, serveMeasured, untilSettled, type Served } from './processes';
import { figureTable, updateDoc, type Figure } from './report';
import { scalingFigures } from './scaling';
import { prepareSuiteData, type SuiteIds } from './suite-data';
import { databaseName, datasetText, memoryFigure, scalingMarkdown, suiteMarkdown } from './suite-report';
import { throughputFigures } from './throughput';
import { worstCaseFigures } from './worst-cases';

/*
 * npm run bench [-- --quick --rounds=3 --seconds=10 --no-lighthouse --no-build --only=operations|throughput|scaling --loads=searches,api,mix --small --calls=20 --rows=cart,restart]
 * The performance suite of decision 9: the store (production build, custom server, 100,000 products,
 * 10,000 users, 50,000 orders on its own embedded database) against a bare Next.js app
 * (scripts/tools/bench/baseline) served the same way, measured in the same run so the ratios hold on a shared
 * machine. Prints one table (figure, store, baseline, ratio, goal, pass/fail) and writes it to
 * docs/PERFORMANCE.md. --quick: one round of 3 s and one mobile Lighthouse run (for development).
 * Then every user-facing operation (decision 18, operations.ts), --calls per row (20; 5 with --quick),
 * and the first answers after a restart. --only=operations runs that part alone (no baseline);
 * --only=throughput runs only the load tests against the baseline (the pages and the product-list
 * API under autocannon), prints their table and records nothing, then the scaling table; --only=scaling
 * runs the scaling table alone, and --loads picks which of its loads (searches, api, mix);
 * --small (implied by --only=operations --quick) uses a small dataset of its own database
 * (2,000 products, 300 users, 1,000 orders);
 * --rows runs only the named groups of rows (OPERATION_GROUPS) and records nothing.
 * Last, beside the baseline (not with --only=operations), the scaling table (scaling.ts): one
 * worker against the cores' worth of workers `npm start` uses, on distinct searches, distinct API
 * queries and a realistic mix.
 *
 * This file runs the parts in order; each lives in its own: the command line (options.ts), the
 * processes (processes.ts), the data (suite-data.ts), the measures (throughput.ts, worst-cases.ts,
 * price-freshness.ts, idle-sockets.ts, ../lighthouse/side-by-side.ts, scaling.ts, operations.ts)
 * and the Markdown (suite-report.ts, report.ts).
 */

const options = suiteOptions();
const MEMORY_LIMIT_MB = 400;
/** With two workers at 100,000 products: every store process and the database together. */
const TOTAL_MEMORY_LIMIT_MB = 1_200;
/** The workers `npm start` gives this machine, two at least so that the scaling table means something on one core. */
const SCALED_WORKERS = Math.max(2, workerCount());
const serveScaled = (env: NodeJS.ProcessEnv) => serveMeasured('store', { ...env, BENCH_WORKERS: String(SCALED_WORKERS) });

/** The suite against the baseline (decision 9): prints its table and writes it to docs/PERFORMANCE.md; true when every figure passes. */
async function suiteFigures(store: Served, baseline: Served, ids: SuiteIds, databaseKind: string, started: Date): Promise<boolean> {
  log(`Tienda en ${store.url}, línea base en ${baseline.url}; RSS de la tienda ${store.peakRssMb()} MB tras el arranque.`);
  const figures = [...(await throughputFigures(store, baseline, ids, options))];
  figures.push(...(await worstCaseFigures(store.url, ids, options)));
  figures.push(await priceFreshnessFigure(store.url, ids));
  figures.push(await idleSocketsFigure(store.url, ids, options));
  const pages: (StorePage & { lean: boolean })[] = [
    { name: 'Inicio', path: '/', lean: true },
    { name: 'Producto', path: ids.productPath, lean: true },
    { name: 'Carrito', path: '/cart', noindex: true, lean: false },
  ];
  figures.push(...(await firstLoadFigures(store.url, baseline.url, pages)));
  if (options.lighthouse) {
    for (const url of [`${baseline.url}/`, ...pages.map((p) => store.url + p.path)]) await warmImages(url);
    // The plain CLI (what an outsider runs) beside the bare page, paint holding off beside it, and desktop.
    const measured = await measureSideBySide({
      store: store.url,
      bare: baseline.url,
      pages,
      runs: options.lighthouseRuns,
      reportDir: path.join(DATA_DIR, 'reports', 'bench-lighthouse'),
      log: note,
      variants: options.quick ? ['plain'] : ['plain', 'no-paint-holding', 'desktop'],
    });
    figures.push(...lighthouseFigures(measured));
  }
  figures.push(memoryFigure('Memoria residente máxima del servidor (MB)', store.peakRssMb(), MEMORY_LIMIT_MB, String(baseline.peakRssMb())));
  log(`\n${figureTable(figures)}\n`);
  updateDoc(PERFORMANCE_DOC, 'suite', suiteMarkdown(figures, options, databaseKind, started));
  log(`Resultados guardados en ${path.relative(ROOT, PERFORMANCE_DOC)}.`);
  return figures.every((f) => f.pass);
}

/**
 * The scaling table (scaling.ts): `store` (one worker) beside `many` (the store with SCALED_WORKERS
 * workers), and the bare page with one process and with as many (started here, stopped after).
 * Printed, and written to docs/PERFORMANCE.md when `record`.
 */
async function scalingTable(store: Served, many: Served, baseline: Served, ids: SuiteIds, started: Date, record: boolean): Promise<boolean> {
  const workers = SCALED_WORKERS;
  const bareMany = await serveMeasured('baseline', { ...process.env, BENCH_WORKERS: String(workers) });
  for (const served of [store, many]) note(`  ${served.url} en reposo tras ${await untilSettled(served)} s`);
  const servers = new Map([store, many, baseline, bareMany].map((served) => [served.url, served]));
  // CPU a request, the servers' and the database's: steadier than req/s when other work takes the cores.
  const run = async (base: string, plan: { path?: string; next?: (n: number) => string }) => {
    const pids = { servidor: servers.get(base)!.child.pid!, 'base de datos': databasePid() };
    const cpu = () => Object.values(pids).map((pid) => (pid ? cpuSeconds(pid) : 0));
    let used: number[] = [];
    let generator = 0;
    let elapsed = 1;
    const result = await load(base + (plan.path ?? '/'), options, {
      pathOf: plan.next,
      around: async (measured) => {
        const before = cpu();
        const generatorBefore = process.cpuUsage();
        const startedAt = performance.now();
        const result = await measured();
        elapsed = (performance.now() - startedAt) / 1000;
        used = cpu().map((seconds, i) => seconds - before[i]);
        const { user, system } = process.cpuUsage(generatorBefore);
        generator = (user + system) / 1e6;
        return result;
      },
    });
    const perRequest = Object.keys(pids).map((name, i) => `${name} ${fmt((used[i] * 1000) / Math.max(1, result.requests), 1)}`);
    // The cores each kept busy: one Node process already keeps more than one (the collector's and zlib's
    // threads), which bounds what a second worker can add on a 2-core machine (docs/PERFORMANCE.md,
    // "Scaling: what one worker already keeps busy").
    const cores = [...Object.keys(pids).map((name, i) => `${name} ${fmt(used[i] / elapsed, 2)}`), `generador de carga ${fmt(generator / elapsed, 2)}`];
    note(`  ${base}: ${fmt(result.reqPerSec)} req/s; CPU por petición (ms): ${perRequest.join(', ')}; núcleos ocupados: ${cores.join(', ')}`);
    return result;
  };
  let figures: Figure[];
  try {
    figures = await scalingFigures(
      { single: store.url, many: many.url, workers, bare: baseline.url, bareMany: bareMany.url },
      { categoryId: ids.categoryId, productIds: ids.productIds, fixture: ids.fixture },
      run,
      note,
      options.scalingLoads,
    );
  } finally {
    await bareMany.stop();
  }
  figures.push(memoryFigure(`Memoria residente máxima de un proceso con ${workers} (MB)`, many.peakRssMb(), MEMORY_LIMIT_MB));
  figures.push(
    memoryFigure(
      `Memoria residente máxima de los ${workers} procesos, el primario y la base de datos juntos (MB)`,
      many.peakTotalWithDatabaseMb(),
      TOTAL_MEMORY_LIMIT_MB,
    ),
  );
  log(`\n${figureTable(figures)}\n`);
  if (record) updateDoc(PERFORMANCE_DOC, 'scaling', scalingMarkdown(figures, workers, options, started));
  return figures.every((f) => f.pass);
}

async function main(): Promise<number> {
  const unknown = options.operationRows?.filter((name) => !OPERATION_GROUPS.includes(name)) ?? [];
  if (unknown.length) throw new Error(`--rows desconocidas: ${unknown.join(', ')} (hay ${OPERATION_GROUPS.join(', ')})`);
  const started = new Date();
  const release = await acquireLock(path.join(DATA_DIR, 'bench.lock'), () => note('otro banco de pruebas está en curso; esperando…'));
  try {
    await ensureMeasureBuild({ reuse: options.reuseBuild });
    if (!options.onlyOperations) ensureBaselineBuild();
    const database = await startDatabase({ instance: BENCH_DB_INSTANCE, dbName: options.dbName });
    // The store writes its mail to files (no SMTP) so the registration row reads the code, as a local user does.
    Object.assign(process.env, { MONGODB_URI: database.uri, DATABASE_KIND: database.kind, MAIL_DIR: options.mailDir, SMTP_URL: '' });
    // The store's restart reads its catalogue from this file, as `npm start`'s does (scripts/server/start.ts).
    const snapshot = catalogSnapshotFile(BENCH_DB_INSTANCE, options.dbName, database.kind);
    if (snapshot) process.env.CATALOG_SNAPSHOT_FILE = snapshot;
    applyDevelopmentSecrets();
    let store: Served | undefined;
    let baseline: Served | undefined;
    let many: Served | undefined;
    try {
      const ids = await prepareSuiteData(options);
      let suitePasses = true;
      if (options.onlyOperations) {
        log('Arrancando la tienda (construye el índice del catálogo)…');
        store = await serveMeasured('store', process.env);
      } else if (options.onlyThroughput || options.onlyScaling) {
        log('Arrancando la tienda (construye el índice del catálogo) y la línea base…');
        [store, baseline] = await Promise.all([serveMeasured('store', process.env), serveMeasured('baseline', process.env)]);
        const figures = options.onlyScaling ? [] : await throughputFigures(store, baseline, ids, options);
        // --only=scaling measured no throughput: its table would be empty.
        if (figures.length) {
          log(
            `\n${figureTable(figures)}\n\nCarga media al final: ${os
              .loadavg()
              .map((n) => n.toFixed(1))
              .join(' / ')}.`,
          );
        }
        log(`Arrancando la tienda con ${SCALED_WORKERS} procesos…`);
        many = await serveScaled(process.env);
        const scales = await scalingTable(store, many, baseline, ids, started, false);
        return figures.every((f) => f.pass) && scales ? 0 : 1;
      } else {
        log('Arrancando la tienda (construye el índice del catálogo) y la línea base…');
        [store, baseline] = await Promise.all([serveMeasured('store', process.env), serveMeasured('baseline', process.env)]);
        suitePasses = await suiteFigures(store, baseline, ids, database.kind, started);
      }
      // The operation rows are measured as `npm start` serves: with the workers of this machine (one with --only=operations).
      log(`Arrancando la tienda con ${SCALED_WORKERS} procesos para las operaciones…`);
      many = options.onlyOperations ? store : await serveScaled(process.env);
      const port = Number(new URL(many.url).port);
      const operations = await runOperations({
        store: many,
        calls: options.operationCalls,
        groups: options.operationRows,
        fixture: ids.fixture,
        mailDir: options.mailDir,
        log,
        restart: () =>
          (options.onlyOperations
            ? serveMeasured('store', { ...process.env, BENCH_PORT: String(port) })
            : serveScaled({ ...process.env, BENCH_PORT: String(port) })
          ).then((again) => {
            if (options.onlyOperations) store = again;
            return (many = again);
          }),
      });
      // A partial run (--rows) would replace the whole table with a few rows.
      if (!options.operationRows) {
        updateDoc(
          PERFORMANCE_DOC,
          options.small ? 'operations-small' : 'operations',
          operationsSection(operations, {
            started,
            dataset: datasetText(options),
            database: databaseName(database.kind),
            calls: options.operationCalls,
          }),
        );
        log(`Resultados guardados en ${path.relative(ROOT, PERFORMANCE_DOC)}.`);
      }
      // Last: its orders and the second store's writes come after every other measure.
      const scales = baseline ? await scalingTable(store, many, baseline, ids, started, !options.operationRows) : true;
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
