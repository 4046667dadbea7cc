import mongoose from 'mongoose';
import { env } from './env';

type DbSlot = { promise?: Promise<typeof mongoose> };
const slot = globalThis as typeof globalThis & { __importaDb?: DbSlot };
slot.__importaDb ??= {};

// Queries with unknown filter keys are dropped instead of reaching the database as operators.
mongoose.set('strictQuery', true);

/**
 * The one mongoose connection, shared by the custom server, every route handler bundle and
 * hot reloads (cached on globalThis, since Next bundles route handlers apart from the server).
 */
export function connectDb(): Promise<typeof mongoose> {
  const cache = slot.__importaDb!;
  cache.promise ??= mongoose
    .connect(env().MONGODB_URI, { serverSelectionTimeoutMS: 10_000, maxPoolSize: 20, autoIndex: true })
    .catch((error: unknown) => {
      cache.promise = undefined;
      throw error;
    });
  return cache.promise;
}

/** Close the shared connection (server shutdown, end of a test file). */
export async function disconnectDb(): Promise<void> {
  const cache = slot.__importaDb!;
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
