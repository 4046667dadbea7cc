import type { QueryFilter, UpdateQuery } from 'mongoose';
import { publish } from '../cluster/bus';
import { guardedUpdate } from '../guarded-write';
import { expireStorefrontPages, storefrontExpiryOf } from '../http/cache/storefront-pages';
import { Product, type ProductDoc, type LeanProduct } from '@/models/Product';
import { noteVocabulary } from './database/vocabulary';
import { noteMemoryProduct } from './memory/memory-catalog';

/*
 * Every product write of the store goes through here: the write itself (guarded, under the
 * product's lock), then, together, the catalogue's index and vocabulary and the expiry of the
 * storefront pages that show it. Guarded writes made elsewhere (stock taken and given back by
 * orders, lib/orders/ledger.ts) reach `productWritten` through the guarded-write listener that
 * lib/write-listeners.ts registers once at start.
 */

/** The catalogue's part of a product write: the index and vocabulary learn `doc`; the pages showing a changed field expire. */
export function productWritten(doc: LeanProduct, update: UpdateQuery<unknown>): void {
  learnProduct(doc);
  // The other processes re-read it (productsWrittenElsewhere): a write is never lost for them.
  publish({ products: [String(doc._id)] });
  const expiry = storefrontExpiryOf('Product', update, doc);
  if (expiry) expireStorefrontPages(expiry);
}

function learnProduct(doc: LeanProduct): void {
  noteVocabulary(doc.deleted ? undefined : doc.searchTokens);
  noteMemoryProduct(doc);
}

/**
 * Products another process wrote (lib/cluster/bus.ts): this process's catalogue learns them as
 * they are now in the database, so two writes of one product told out of order still end on the
 * last. Their pages' expiry comes as a message of its own.
 */
export async function productsWrittenElsewhere(ids: readonly string[]): Promise<void> {
  const docs = await Product.find({ _id: { $in: ids } }).lean<LeanProduct[]>();
  for (const doc of docs) learnProduct(doc);
}

/** Apply `update` to product `id` when it matches `guard`; the product after the write, or null (missing, or the guard failed). */
export async function updateProduct(
  id: string | LeanProduct['_id'],
  update: UpdateQuery<ProductDoc>,
  guard: QueryFilter<ProductDoc> = {},
): Promise<LeanProduct | null> {
  // The guarded write's listener (productWritten) has told the catalogue by the time this resolves.
  return await guardedUpdate(Product, id, guard, update);
}

/** Insert a product; an insert is no guarded write, so the catalogue is told here. */
export async function createProduct(fields: Record<string, unknown>): Promise<LeanProduct> {
  const doc = (await Product.create(fields)).toObject();
  productWritten(doc, { $set: fields });
  return doc;
}
