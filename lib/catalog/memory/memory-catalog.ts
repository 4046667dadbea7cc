import { connectDb } from '../../db';
import { importRates } from '../engine';
import type { LeanProduct } from '../product-dto';
import type { CatalogReader } from '../reader';
import { CatalogStore } from './catalog-store';

type Slot = {
  store?: Promise<CatalogStore>;
  ready?: CatalogStore;
  /** Documents written while the store was being opened, applied once it is ready. */
  pending: LeanProduct[];
};
const holder = globalThis as typeof globalThis & { __importaCatalog?: Slot };
// On globalThis: Next bundles route handlers apart from the custom server (see lib/db.ts).
const slot: Slot = (holder.__importaCatalog ??= { pending: [] });

async function openStore(): Promise<CatalogStore> {
  await connectDb();
  const store = await CatalogStore.build(importRates());
  for (const doc of slot.pending.splice(0)) store.noteWritten(doc);
  slot.ready = store;
  return store;
}

/** The memory engine's store, built on first use (one streamed read of every product). */
export function memoryStore(): Promise<CatalogStore> {
  slot.store ??= openStore().catch((error: unknown) => {
    slot.store = undefined;
    throw error;
  });
  return slot.store;
}

/** Catalogue reads answered from the in-memory index. */
export const memoryReader: CatalogReader = {
  async page(query) {
    const store = await memoryStore();
    return store.answers(store.index.search(query));
  },
  async topSellers(region, limit) {
    const store = await memoryStore();
    return store.answers(store.index.topSellers(region, limit));
  },
  async product(id) {
    return (await memoryStore()).product(id);
  },
  async listingCounts() {
    return (await memoryStore()).index.sellerCounts();
  },
};

/** Tell the index a product's new state (kept for later while it opens; nothing before first use). */
export function noteMemoryProduct(doc: LeanProduct): void {
  if (slot.ready) slot.ready.noteWritten(doc);
  else if (slot.store) slot.pending.push(doc);
}

/** Open the index now (the server's start). */
export async function warmMemoryCatalog(): Promise<void> {
  await memoryStore();
}

/** Forget the store (tests switch engines and databases). */
export function resetMemoryCatalog(): void {
  slot.store = undefined;
  slot.ready = undefined;
  slot.pending = [];
}
