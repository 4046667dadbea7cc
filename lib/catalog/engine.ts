import mongoose from 'mongoose';
import { connectDb } from '../db';
import { env } from '../env';
import type { ImportRates } from '../pricing/import-cost';
import { CatalogStore } from './memory/catalog-store';
import { onGuardedWrite } from '../guarded-write';
import type { LeanProduct } from './product-dto';
import { noteVocabulary, resetVocabulary } from './database/vocabulary';
// Loaded with the catalogue so its product-write listener (back-in-stock alerts) is always registered.
import '../stock-alerts/service';

/**
 * Which engine answers catalogue reads. 'database': MongoDB queries on its indexes (the model's).
 * 'memory': the CatalogStore, because FerretDB v1's SQLite backend evaluates every filter and sort
 * in Go after reading the whole table, and cannot use its _id index either (docs/PERFORMANCE.md).
 * 'auto' (default) picks memory when the server says it is FerretDB, database otherwise.
 */
export type CatalogEngine = 'memory' | 'database';

type Slot = {
  forced?: CatalogEngine;
  detected?: Promise<CatalogEngine>;
  store?: Promise<CatalogStore>;
  ready?: CatalogStore;
  /** Documents written while the store was being built, applied once it is ready. */
  pending: LeanProduct[];
};
const holder = globalThis as typeof globalThis & { __importaCatalog?: Slot };
// On globalThis: Next bundles route handlers apart from the custom server (see lib/db.ts).
const slot: Slot = (holder.__importaCatalog ??= { pending: [] });

/** Freight rates of the import cost, from configuration. */
export function importRates(): ImportRates {
  const { AIR_RATE_PER_KG, SEA_RATE_PER_KG } = env();
  return { airRatePerKg: AIR_RATE_PER_KG, seaRatePerKg: SEA_RATE_PER_KG };
}

/** Force an engine (tests, benchmark) or go back to detection; forgets any built store. */
export function setCatalogEngine(engine: CatalogEngine | 'auto'): void {
  slot.forced = engine === 'auto' ? undefined : engine;
  slot.detected = undefined;
  slot.store = undefined;
  slot.ready = undefined;
  slot.pending = [];
  resetVocabulary();
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

/** The memory engine's store, built on first use (one streamed read of every product). */
export function memoryStore(): Promise<CatalogStore> {
  slot.store ??= (async () => {
    await connectDb();
    const store = await CatalogStore.build(importRates());
    for (const doc of slot.pending.splice(0)) store.noteWritten(doc);
    slot.ready = store;
    return store;
  })().catch((error: unknown) => {
    slot.store = undefined;
    throw error;
  });
  return slot.store;
}

/** Tell the memory engine a product's new state (no-op when it is not in use). Call after every product write. */
export function noteProductWritten(doc: LeanProduct | null | undefined): void {
  if (!doc) return;
  noteVocabulary(doc.deleted ? undefined : doc.searchTokens);
  if (slot.ready) slot.ready.noteWritten(doc);
  else if (slot.store) slot.pending.push(doc);
}

/** Build the memory engine's index now when it is the engine in use (call once after the server starts listening). */
export async function warmCatalog(): Promise<void> {
  if ((await catalogEngine()) === 'memory') await memoryStore();
}

// Stock and sales taken or given back by orders (lib/orders/ledger.ts) reach the index too.
onGuardedWrite('catalog', (modelName, doc) => {
  if (modelName === 'Product') noteProductWritten(doc as LeanProduct);
});
