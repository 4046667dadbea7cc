import '#server-only';
import mongoose from 'mongoose';
import { env } from './env';
import { globalSlot } from './global-slot';

type DbSlot = { promise?: Promise<typeof mongoose>; down?: boolean; onDown?: Set<() => void> };
const slot = globalSlot<DbSlot>('__importaDb', () => ({}));

// Queries with unknown filter keys are dropped instead of reaching the database as operators.
mongoose.set('strictQuery', true);

/**
 * The server-side limit on every find, findOne, countDocuments and aggregate mongoose sends
 * (decision 18): past it MongoDB and FerretDB stop the query and answer code 50, which the routes
 * turn into a 503 with Retry-After (lib/http/route.ts). A client that gave up thus stops costing
 * the database at most this long. Not on cursors (the catalogue's load at start reads every
 * product) nor on guarded writes (lib/guarded-write.ts: a write cut short may or may not be applied).
 */
export const QUERY_TIME_LIMIT_MS = 10_000;
mongoose.set('maxTimeMS', QUERY_TIME_LIMIT_MS);

/**
 * Query options that keep the time limit off one query: for sweeps at start that read a whole
 * table and answer no client (a limit there would stop the store from starting on a big table).
 * An own maxTimeMS of undefined keeps mongoose's global away and sends none.
 */
export const WITHOUT_TIME_LIMIT = { maxTimeMS: undefined };

// FerretDB v1 refuses distinct with a maxTimeMS ("unknown field", FailedToParse), so distinct goes
// without one; it reads small sets (the catalogue's words, the products with stock alerts).
const distinct = mongoose.Query.prototype.distinct;
mongoose.Query.prototype.distinct = function distinctWithoutTimeLimit(this: mongoose.Query<unknown, unknown>, ...args: Parameters<typeof distinct>) {
  const query = distinct.apply(this, args);
  if (!Object.hasOwn(query.getOptions(), 'maxTimeMS')) query.setOptions(WITHOUT_TIME_LIMIT);
  return query;
} as typeof distinct;

/** Seconds a client is told to wait after a query ran out of time (the `Retry-After` header). */
export const RETRY_AFTER_TIME_LIMIT_S = 5;

/** MongoDB's code for "operation exceeded time limit" (MaxTimeMSExpired), which FerretDB answers too. */
const MAX_TIME_MS_EXPIRED = 50;

/** True when `thrown`, or an error it wraps, is a query stopped by its server-side time limit. */
export function isTimeLimitExceeded(thrown: unknown, depth = 0): boolean {
  if (!thrown || typeof thrown !== 'object' || depth > 5) return false;
  const { code, codeName, cause } = thrown as { code?: unknown; codeName?: unknown; cause?: unknown };
  if (code === MAX_TIME_MS_EXPIRED || codeName === 'MaxTimeMSExpired') return true;
  return isTimeLimitExceeded(cause, depth + 1);
}

/** How long one operation waits for a reachable database server before failing (answered 503). */
const SERVER_SELECTION_MS = 3_000;
/** How long the first connection keeps trying (a database still starting next to the store). */
const FIRST_CONNECT_MS = 30_000;

/** Follows the driver's heartbeats (every 0.5 s while the server is unreachable): `down` flips at the first failed one. */
function watchReachability(client: ReturnType<typeof mongoose.connection.getClient>): void {
  const cache = slot;
  cache.down = false;
  client.on('serverHeartbeatFailed', () => {
    cache.down = true;
    for (const notify of cache.onDown ?? []) notify();
  });
  client.on('serverHeartbeatSucceeded', () => {
    cache.down = false;
  });
}

/**
 * Resolves as `work` does, unless the database is found unreachable first: then rejects at once
 * (answered 503) and `work` goes on alone, its result dropped. Only for work that is harmless to
 * finish or fail later on its own, such as waiting in a queue for the order-number counter (each
 * waiter would otherwise wait out server selection in turn).
 */
export function unlessDatabaseDown<T>(work: Promise<T>): Promise<T> {
  const cache = slot;
  const unreachable = () => Object.assign(new Error('the database cannot be reached'), { name: 'MongoServerSelectionError' });
  if (cache.down) {
    work.catch(() => {});
    return Promise.reject(unreachable());
  }
  return new Promise<T>((resolve, reject) => {
    const onDown = () => {
      work.catch(() => {});
      reject(unreachable());
    };
    (cache.onDown ??= new Set()).add(onDown);
    work.then(resolve, reject).finally(() => cache.onDown!.delete(onDown));
  });
}

async function connectWithRetry(): Promise<typeof mongoose> {
  const deadline = Date.now() + FIRST_CONNECT_MS;
  for (;;) {
    try {
      // bufferCommands false: once connected, an operation during an outage fails after server
      // selection (3 s) instead of queueing for mongoose's 10 s buffer at each step of an order.
      const connected = await mongoose.connect(env().MONGODB_URI, {
        serverSelectionTimeoutMS: SERVER_SELECTION_MS,
        bufferCommands: false,
        maxPoolSize: 20,
        autoIndex: true,
      });
      watchReachability(connected.connection.getClient());
      return connected;
    } catch (error) {
      if (!isDatabaseUnreachable(error) || Date.now() > deadline) throw error;
    }
  }
}

/**
 * The one mongoose connection, shared by the custom server, every route handler bundle and
 * hot reloads (cached on globalThis, since Next bundles route handlers apart from the server).
 * Every database call awaits it first (commands are not buffered before it).
 */
export function connectDb(): Promise<typeof mongoose> {
  const cache = slot;
  cache.promise ??= connectWithRetry().catch((error: unknown) => {
    cache.promise = undefined;
    throw error;
  });
  return cache.promise;
}

/** Driver errors meaning the database cannot be reached (as opposed to a refused or invalid operation). */
const UNREACHABLE = /^Mongo(ose)?(ServerSelection|Network|NetworkTimeout|NotConnected|TopologyClosed|PoolCleared|ServerClosed)Error$/;

/** The code of a duplicate-key failure (E11000) of a unique index, on MongoDB and FerretDB alike. */
export const DUPLICATE_KEY = 11000;

/** True when `error` is a duplicate-key failure (E11000) of a unique index: another write made the document first. */
export function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: number } | null)?.code === DUPLICATE_KEY;
}

/**
 * A socket's own failure, unwrapped: over the embedded database's Unix socket the driver lets a write
 * to a server that just died throw Node's `write EPIPE` as it is, not as a MongoNetworkError.
 */
const SOCKET_GONE = new Set(['EPIPE', 'ECONNRESET', 'ECONNREFUSED', 'ENOENT']);
const SOCKET_CALLS = new Set(['write', 'read', 'connect']);

/** True when `thrown`, or an error it wraps, says the database cannot be reached now. */
export function isDatabaseUnreachable(thrown: unknown, depth = 0): boolean {
  if (!thrown || typeof thrown !== 'object' || depth > 5) return false;
  const { name = '', message = '', cause, code, syscall } = thrown as { name?: string; message?: string; cause?: unknown; code?: unknown; syscall?: unknown };
  if (UNREACHABLE.test(name) || (name === 'MongooseError' && /buffering timed out|before initial connection/.test(message))) return true;
  if (SOCKET_CALLS.has(String(syscall)) && SOCKET_GONE.has(String(code))) return true;
  return isDatabaseUnreachable(cause, depth + 1);
}

const readyCollections = new Map<string, Promise<unknown>>();
type CollectionModel = { modelName: string; createCollection(): Promise<unknown>; ensureIndexes(): Promise<unknown> };

/**
 * Creates each model's collection and unique indexes once per process, before concurrent first writes
 * rely on them. Not Model.init(): it keeps its first promise even when that failed (a connection closed
 * or down during the first try), which would refuse every later call; a failed try here is tried again.
 */
export function collectionsReady(...models: CollectionModel[]): Promise<unknown> {
  return Promise.all(
    models.map((model) => {
      let ready = readyCollections.get(model.modelName);
      if (!ready) {
        ready = (async () => {
          await model.createCollection();
          await model.ensureIndexes();
        })().catch((error: unknown) => {
          readyCollections.delete(model.modelName);
          throw error;
        });
        readyCollections.set(model.modelName, ready);
      }
      return ready;
    }),
  );
}

/** Close the shared connection (server shutdown, end of a test file). */
export async function disconnectDb(): Promise<void> {
  const cache = slot;
  if (!cache.promise) return;
  cache.promise = undefined;
  await mongoose.disconnect();
}

/** 'up' when the connection answers a ping, otherwise 'down'. */
export async function databaseState(): Promise<{ state: 'up' | 'down'; latencyMs?: number; error?: string }> {
  const started = Date.now();
  try {
    const connection = await connectDb();
    await connection.connection.db!.admin().ping();
    return { state: 'up', latencyMs: Date.now() - started };
  } catch (error) {
    return { state: 'down', error: error instanceof Error ? error.message : String(error) };
  }
}
