import mongoose from 'mongoose';
import { everyTurn } from '../../cluster/jobs';
import { connectDb } from '../../db';
import { env } from '../../env';
import { AppError } from '../../errors';
import { databaseReader } from '../database/database-engine';
import { importRates } from '../../pricing/configured-rates';
import type { CatalogReader } from '../reader';
import { CATALOG_WARMING_DIGEST, CATALOG_WARMING_RETRY_SECONDS, CATALOG_WARMING_WAIT_MS } from '../warming';
import { CatalogStore, snapshotStamp } from './catalog-store';
import { writeSnapshot } from './snapshot';
import { globalSlot } from '../../global-slot';
import type { LeanProduct } from '@/models/Product';

/** How often a changed index is written to its snapshot while serving (a restart reads what changed since). */
export const SNAPSHOT_EVERY_MS = 5 * 60 * 1000;

type Slot = {
  store?: Promise<CatalogStore>;
  ready?: CatalogStore;
  /** Documents written while the store was being opened, applied once it is ready. */
  pending: LeanProduct[];
  /** A write reached the index since the last snapshot. */
  changed: boolean;
  saving?: Promise<void>;
  stopSnapshots?: () => void;
};
const slot = globalSlot<Slot>('__importaCatalog', () => ({ pending: [], changed: false }));

function stamp() {
  return snapshotStamp(mongoose.connection.db!.databaseName, importRates());
}

async function openStore(): Promise<CatalogStore> {
  await connectDb();
  const file = env().CATALOG_SNAPSHOT_FILE;
  const restored = file ? await CatalogStore.restore(importRates(), file, stamp()) : null;
  const store = restored ?? (await CatalogStore.build(importRates()));
  for (const doc of slot.pending.splice(0)) store.noteWritten(doc);
  slot.ready = store;
  // A full read is written down at once, so the next start reads the file instead.
  slot.changed = !restored;
  if (!restored) void saveCatalogSnapshot();
  return store;
}

/** The memory engine's store, opened on first use: from the snapshot when there is a usable one, else one read of every product. */
export function memoryStore(): Promise<CatalogStore> {
  slot.store ??= openStore().catch((error: unknown) => {
    slot.store = undefined;
    throw error;
  });
  return slot.store;
}

/** The store once ready; while it opens, waits CATALOG_WARMING_WAIT_MS at most, then refuses (503 with Retry-After). */
async function readyStore(): Promise<CatalogStore> {
  if (slot.ready) return slot.ready;
  let timer: NodeJS.Timeout | undefined;
  const refused = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(catalogWarmingError()), CATALOG_WARMING_WAIT_MS);
  });
  try {
    return await Promise.race([memoryStore(), refused]);
  } finally {
    clearTimeout(timer);
  }
}

function catalogWarmingError(): AppError {
  const error = new AppError('catalogWarming', { details: { retryAfterSeconds: CATALOG_WARMING_RETRY_SECONDS } });
  return Object.assign(error, { digest: CATALOG_WARMING_DIGEST });
}

/**
 * The store once ready; while it opens, null (its opening started), so that the read is answered by
 * the database's indexed queries meanwhile: after a restart on a loaded machine the index takes
 * seconds to open, and the catalogue's lists, best sellers and detail pages need not wait for it.
 */
function readyOrOpening(): CatalogStore | null {
  if (slot.ready) return slot.ready;
  // Its failure is the opening's to report (the server's warm logs it); this read is answered anyway.
  memoryStore().catch(() => {});
  return null;
}

/**
 * Catalogue reads answered from the in-memory index, or by the database while it opens. A search
 * waits for the index (readyStore): the database engine's typo forgiveness reads every product's
 * words first, which would slow the opening it waits for. So does the count of listings per seller.
 */
export const memoryReader: CatalogReader = {
  async page(query) {
    const store = query.words.length || query.prefix ? await readyStore() : readyOrOpening();
    if (!store) return databaseReader.page(query);
    return store.answers(store.index.search(query));
  },
  async topSellers(region, limit) {
    const store = readyOrOpening();
    if (!store) return databaseReader.topSellers(region, limit);
    return store.answers(store.index.topSellers(region, limit));
  },
  async product(id) {
    const store = readyOrOpening();
    return store ? store.product(id) : databaseReader.product(id);
  },
  async listingCounts() {
    return (await readyStore()).index.sellerCounts();
  },
};

/** Tell the index a product's new state (kept for later while it opens; nothing before first use). */
export function noteMemoryProduct(doc: LeanProduct): void {
  if (slot.ready) {
    slot.ready.noteWritten(doc);
    slot.changed = true;
  } else if (slot.store) slot.pending.push(doc);
}

/** Write the index to its snapshot file now (no-op without a file or an open index; one write at a time). */
export function saveCatalogSnapshot(): Promise<void> {
  const file = env().CATALOG_SNAPSHOT_FILE;
  const store = slot.ready;
  if (!file || !store) return Promise.resolve();
  slot.saving ??= (async () => {
    slot.changed = false;
    const started = Date.now();
    try {
      const { rows, bytes } = await writeSnapshot(file, store.index, stamp());
      console.log(`[catálogo] instantánea: ${rows} productos, ${Math.round(bytes / 1e6)} MB en ${Date.now() - started} ms`);
    } catch (error) {
      slot.changed = true;
      console.error('[catálogo] no se pudo escribir la instantánea:', error);
    } finally {
      slot.saving = undefined;
    }
  })();
  return slot.saving;
}

/**
 * Open the index now, and from then on write its snapshot every SNAPSHOT_EVERY_MS when it changed
 * (the server's start). The workers of a cluster hold the same index (lib/cluster/bus.ts tells each
 * every write), so one of them writes it per turn (lib/cluster/jobs.ts).
 */
export async function warmMemoryCatalog(): Promise<void> {
  await memoryStore();
  // After a full read, the first snapshot is done too: a process stopped soon after (the benchmark) restarts from it.
  await slot.saving;
  slot.stopSnapshots ??= everyTurn('catalog-snapshot', SNAPSHOT_EVERY_MS, async () => {
    if (slot.changed) await saveCatalogSnapshot();
  });
}

/** Forget the store (tests switch engines and databases). */
export function resetMemoryCatalog(): void {
  slot.store = undefined;
  slot.ready = undefined;
  slot.pending = [];
  slot.changed = false;
}
