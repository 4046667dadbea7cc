import mongoose from 'mongoose';
import { connectDb } from '../db';
import { globalSlot } from '../global-slot';

/**
 * Which engine answers catalogue reads (lib/catalog/reader.ts). 'database': MongoDB queries on the
 * Product model's indexes. 'memory': the in-memory index (lib/catalog/memory/), which answers
 * search, filters and best sellers without a query, where the embedded FerretDB is slower
 * (lib/catalog/README.md). 'auto' (default) picks memory when the server says it is FerretDB,
 * database otherwise.
 */
export type CatalogEngine = 'memory' | 'database';

type Slot = { forced?: CatalogEngine; detected?: Promise<CatalogEngine> };
const slot = globalSlot<Slot>('__importaCatalogEngine', () => ({}));

/** Force an engine or go back to detection (setCatalogEngine in reader.ts also forgets what the engines hold). */
export function forceCatalogEngine(engine: CatalogEngine | 'auto'): void {
  slot.forced = engine === 'auto' ? undefined : engine;
  slot.detected = undefined;
}

/** The engine in use: the forced one, else memory on FerretDB and database on MongoDB. */
export function catalogEngine(): Promise<CatalogEngine> {
  if (slot.forced) return Promise.resolve(slot.forced);
  slot.detected ??= detectEngine().catch((error: unknown) => {
    slot.detected = undefined;
    throw error;
  });
  return slot.detected;
}

async function detectEngine(): Promise<CatalogEngine> {
  await connectDb();
  const info = await mongoose.connection.db!.admin().command({ buildInfo: 1 });
  return typeof info.ferretdbVersion === 'string' ? 'memory' : 'database';
}
