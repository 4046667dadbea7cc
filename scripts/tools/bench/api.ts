import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import mongoose from 'mongoose';
import { startDatabase, type DatabaseHandle } from '../../server/embedded-db';
import { ROOT } from '../../server/paths';
import { markdownSection, textTable, updateDoc, type Row } from './report';
import { scenarios, type Scenario, type ScenarioIds } from './scenarios';
import type { MemoryReport, ServerReady } from './api-server';
import { BENCH_DB_INSTANCE, log, parseArgs, PERFORMANCE_DOC } from './options';
import { databasePid, forkServer, rssMb, watchPeak } from './processes';

/*
 * npm run bench:api [-- --seconds=10 --engine=memory|database --once --heap=MB --only=Página,Tienda]
 * Starts its own embedded database (.data/bench-db), seeds 100,000 products once, serves the
 * catalogue handlers from a child process over HTTP and loads them with autocannon (20
 * connections): prints the table and records it in docs/PERFORMANCE.md. --once times a single
 * request per scenario instead (for engines too slow for a load test); --only runs the scenarios
 * whose names contain one of the given texts and records nothing.
 */

const PRODUCTS = 100_000;
const CONNECTIONS = 20;
const WARM_UP_SECONDS = 2;
const args = parseArgs();
const seconds = Number(args.seconds ?? 10);

async function prepareData(db: DatabaseHandle): Promise<ScenarioIds> {
  process.env.MONGODB_URI = db.uri;
  process.env.JWT_SECRET ??= crypto.randomBytes(32).toString('hex');
  process.env.DATABASE_KIND = db.kind;
  const { connectDb, disconnectDb } = await import('@/lib/db');
  const { ensureBenchCatalogue } = await import('./seed');
  const { Category } = await import('@/models/Category');
  const { User } = await import('@/models/User');
  await connectDb();
  log(`Catálogo de ${PRODUCTS.toLocaleString('es')} productos (se siembra solo la primera vez)…`);
  await ensureBenchCatalogue(PRODUCTS, log);
  const [hogar, food] = await Promise.all([Category.findOne({ name: 'Hogar' }).lean(), Category.findOne({ name: 'Alimentos' }).lean()]);
  const seller = await User.findOne({ isImportCompany: true }).lean();
  await disconnectDb();
  return { categoryId: String(hogar!._id), foodCategoryId: String(food!._id), distributorId: String(seller!._id) };
}

/** The catalogue handlers in a child process (api-server.ts), --engine and --heap applied. */
function startApiServer() {
  const env = { ...process.env, ...(args.engine ? { BENCH_ENGINE: args.engine } : {}) };
  const heap = args.heap ? [`--max-old-space-size=${Number(args.heap)}`] : [];
  return forkServer<ServerReady>(path.join(__dirname, 'api-server.ts'), { label: 'del banco de pruebas', execArgv: ['--expose-gc', ...heap], env });
}

async function loadTest(url: string, scenario: Scenario): Promise<Row> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  const errors = result.errors + result.non2xx;
  const row = {
    name: scenario.name,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    budgetMs: scenario.budgetMs,
    errors,
  };
  return { ...row, pass: errors === 0 && row.p99 <= scenario.budgetMs };
}

async function timeOnce(url: string, scenario: Scenario): Promise<Row> {
  const started = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(600_000) });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  const errors = response.ok ? 0 : 1;
  return { name: scenario.name, reqPerSec: 1000 / ms, p50: ms, p99: ms, budgetMs: scenario.budgetMs, errors, pass: !errors && ms <= scenario.budgetMs };
}

/** Samples the embedded database's resident memory every half second; `stop()` answers the peak (null when it cannot be read). */
function watchDatabaseMemory(): { stop(): number | null } {
  return watchPeak(() => {
    const pid = databasePid();
    return (pid && rssMb(pid)) || null;
  });
}

function askMemory(child: ChildProcess): Promise<MemoryReport> {
  return new Promise((resolve) => {
    child.on('message', (message: MemoryReport) => message.type === 'memory' && resolve(message));
    child.send({ type: 'memory' });
  });
}

async function measureAll(ready: ServerReady, ids: ScenarioIds): Promise<Row[]> {
  const rows: Row[] = [];
  const only = args.only?.split(',');
  for (const scenario of scenarios(ids).filter((s) => !only || only.some((part) => s.name.includes(part)))) {
    const row = await (args.once ? timeOnce : loadTest)(ready.url + scenario.path, scenario);
    log(`  ${row.name}: p99 ${row.p99.toFixed(1)} ms, ${row.reqPerSec.toFixed(0)} req/s${row.errors ? `, ${row.errors} errores` : ''}`);
    rows.push(row);
  }
  return rows;
}

async function main(): Promise<void> {
  log('Arrancando la base de datos del banco de pruebas (.data/bench-db)…');
  const db = await startDatabase({ instance: BENCH_DB_INSTANCE, dbName: 'importa_bench' });
  try {
    const ids = await prepareData(db);
    log('Arrancando el servidor de la API (construye el índice del catálogo si el motor es memoria)…');
    const loadBefore = os.loadavg()[0];
    const buildWatch = watchDatabaseMemory();
    const server = startApiServer();
    const ready = await server.ready;
    const dbPeak = buildWatch.stop();
    log(
      `Motor ${ready.engine}; índice listo en ${(ready.buildMs / 1000).toFixed(1)} s; servidor ${ready.baseRssMb} MB RSS sin índice, ${ready.rssMb} MB con él (heap ${ready.heapMb} MB).`,
    );
    if (ready.index) log(`Índice: ${JSON.stringify(ready.index)}`);
    const loadWatch = watchDatabaseMemory();
    const rows = await measureAll(ready, ids);
    const dbLoadPeak = loadWatch.stop();
    const after = await askMemory(server.child);
    await server.stop();
    const memory =
      `server ${ready.baseRssMb} MB RSS without the index, ${ready.rssMb} MB with it, ${after.rssMb} MB after the load (heap ${after.heapMb} MB); ` +
      `${db.kind} at most ${dbPeak ?? '?'} MB while the index was built and ${dbLoadPeak ?? '?'} MB under load; ` +
      `machine load average ${loadBefore.toFixed(1)} at the start and ${os.loadavg()[0].toFixed(1)} at the end (other work shares these 2 cores)`;
    const mode = args.once ? 'one request per scenario' : `${CONNECTIONS} connections, ${WARM_UP_SECONDS} s warm-up, ${seconds} s per scenario`;
    const info = {
      date: new Date(),
      engine: ready.engine,
      database: db.kind === 'ferretdb' ? 'FerretDB v1.24.2 (SQLite)' : db.kind,
      products: PRODUCTS,
      mode,
      buildMs: ready.buildMs,
      memory,
    };
    log(`\n${textTable(rows)}\n\n${memory}`);
    if (!args.only) {
      updateDoc(PERFORMANCE_DOC, `${ready.engine}${args.once ? '-once' : ''}`, markdownSection(info, rows));
      log(`\nResultados guardados en ${path.relative(ROOT, PERFORMANCE_DOC)}.`);
    }
    process.exitCode = rows.every((row) => row.pass) ? 0 : 1;
  } finally {
    await mongoose.disconnect().catch(() => {});
    await db.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
