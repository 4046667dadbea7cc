import { catalogSnapshotFile, startDatabase, type DatabaseHandle } from './embedded-db';
import { applyDevelopmentSecrets } from './secrets';
import { buildStore, isBuildFresh } from './build';
import { step, note } from './progress';
import { relaunchAsServer } from './server-runtime';
import { bundleServer, workerEntry } from './server-bundle';
import { startCluster, workerCount, type RunningCluster } from './cluster-primary';
import { forgetKeptPages } from './kept-pages';
import path from 'node:path';

/*
 * `npm start`: prepare the embedded database, secrets and demo catalogue, build the store when
 * its sources changed, then serve it with Socket.IO, in as many worker processes as there are
 * cores (IMPORTA_WORKERS). Ctrl+C stops the store and the database.
 */
const dev = process.argv.includes('--dev');
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? (dev ? 'development' : 'production') });
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
const TOTAL = dev ? 4 : 5;

async function main(): Promise<void> {
  const dbStep = step(1, TOTAL, 'Preparando la base de datos');
  const database: DatabaseHandle = await startDatabase({ instance: 'db', dbName: 'importa' }).catch((error: unknown) => dbStep.fail(messageOf(error)));
  process.env.MONGODB_URI = database.uri;
  process.env.DATABASE_KIND = database.kind;
  const snapshot = catalogSnapshotFile('db', 'importa', database.kind);
  if (snapshot) process.env.CATALOG_SNAPSHOT_FILE ??= snapshot;
  dbStep.done(`${database.kind}, ${database.uri}`);

  const secretsStep = step(2, TOTAL, 'Comprobando la configuración');
  const { generated } = applyDevelopmentSecrets();
  secretsStep.done(generated.length ? `generados en .data/secrets.json: ${generated.join(', ')}` : 'secretos existentes');

  const seedStep = step(3, TOTAL, 'Cargando el catálogo de demostración');
  try {
    const [{ connectDb, disconnectDb }, { seedDatabase }] = await Promise.all([import('../../lib/db'), import('./seed/index')]);
    await connectDb();
    const result = await seedDatabase({ log: note });
    await disconnectDb();
    seedStep.done(result.seeded ? 'catálogo creado' : 'la base de datos ya tenía datos');
  } catch (error) {
    await database.stop();
    seedStep.fail(`${messageOf(error)}\nBorre la carpeta .data/db para empezar de cero, o revise .data/logs/.`);
  }

  if (!dev) {
    const buildStep = step(4, TOTAL, 'Compilando la tienda (next build)');
    if (isBuildFresh()) buildStep.done('la compilación existente está al día');
    else {
      try {
        buildStore();
        buildStep.done();
      } catch (error) {
        await database.stop();
        buildStep.fail(messageOf(error));
      }
    }
  }

  const port = Number(process.env.PORT ?? 3000);
  let workers = 1;
  try {
    workers = dev ? 1 : workerCount();
  } catch (error) {
    await database.stop();
    step(TOTAL, TOTAL, 'Arrancando el servidor').fail(messageOf(error));
  }
  const serveStep = step(TOTAL, TOTAL, workers > 1 ? `Arrancando el servidor (${workers} procesos)` : 'Arrancando el servidor');
  const busyPort = `¿Está ocupado el puerto ${port}? Use PORT=otro npm start.`;
  let close: () => Promise<void>;
  if (workers === 1) {
    const { startServer } = await import('./server');
    const server = await startServer({ port, dev }).catch(async (error: unknown) => {
      await database.stop();
      return serveStep.fail(`${messageOf(error)}\n${busyPort}`);
    });
    close = () => server.close();
  } else {
    const cluster: RunningCluster = await startWorkers(workers, port, database).catch(async (error: unknown) => {
      await database.stop();
      return serveStep.fail(`${messageOf(error)}\n${busyPort} Los registros de cada proceso están arriba.`);
    });
    close = () => cluster.stop();
  }
  serveStep.done();
  console.log(`\nImporta está en http://localhost:${port}  (Ctrl+C para detener)\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: deteniendo la tienda y la base de datos…`);
    await close().catch(() => {});
    await database.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/**
 * Before any worker serves: what a stopped run left half-way is finished or undone (with the embedded
 * database every attempt left there is an interrupted one; an external one may have other hosts
 * mid-order, so only attempts idle for a minute are taken), and the pages it kept are dropped. Then
 * the workers (scripts/server/worker.ts).
 */
async function startWorkers(count: number, port: number, database: DatabaseHandle): Promise<RunningCluster> {
  forgetKeptPages();
  const [{ connectDb, disconnectDb }, { recoverInterruptedOrders }, { SocketSlot }] = await Promise.all([
    import('../../lib/db'),
    import('../../lib/orders/recovery'),
    import('../../models/SocketSlot'),
  ]);
  await connectDb();
  const report = await recoverInterruptedOrders(database.kind === 'external' ? {} : { olderThanMs: 0 });
  // The sockets counted by a stopped run are all closed.
  if (database.kind !== 'external') await SocketSlot.deleteMany({});
  if (report.completed || report.rolledBack || report.review || report.cancels) note(`pedidos recuperados tras una parada: ${JSON.stringify(report)}`);
  await disconnectDb();
  return startCluster({ count, entry: workerEntry('worker', path.join(__dirname, 'worker.ts')), env: { PORT: String(port) } });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// The production server runs bundled, with the memory flags of scripts/server/server-runtime.ts; `next dev`
// compiles in-process and needs more heap than that.
const bundled = () => bundleServer('start', { start: __filename, worker: path.join(__dirname, 'worker.ts') }).start;
if (dev || !relaunchAsServer(bundled)) void main();
