import type { QueryFilter, UpdateQuery } from 'mongoose';
import { guardedUpdate } from '../guarded-write';
import { changesStorefront, expireStorefrontPages } from '../http/cache/storefront-pages';
import { Product, type ProductDoc } from '@/models/Product';
import { noteVocabulary } from './database/vocabulary';
import { noteMemoryProduct } from './memory/memory-catalog';
import type { LeanProduct } from './product-dto';

/*
 * Every product write of the store goes through here: the write itself (guarded, under the
 * product's lock), then, together, the catalogue's index and vocabulary and the expiry of the
 * storefront pages that show it. Guarded writes made elsewhere (stock taken and given back by
 * orders, lib/orders/ledger.ts) reach `productWritten` through the guarded-write listener that
 * lib/write-listeners.ts registers once at start.
 */

/** The catalogue's part of a product write: the index and vocabulary learn `doc`; pages showing a changed field expire. */
export function productWritten(doc: LeanProduct, update: UpdateQuery<unknown>): void {
  noteVocabulary(doc.deleted ? undefined : doc.searchTokens);
  noteMemoryProduct(doc);
  if (changesStorefront('Product', update)) expireStorefrontPages();
}

/** Apply `update` to product `id` when it matches `guard`; the product after the write, or null (missing, or the guard failed). */
export async function updateProduct(id: string | LeanProduct['_id'], update: UpdateQuery<ProductDoc>, guard: QueryFilter<ProductDoc> = {}): Promise<LeanProduct | null> {
  // The guarded write's listener (productWritten) has told the catalogue by the time this resolves.
  return (await guardedUpdate(Product, id, guard, update)) as LeanProduct | null;
}

/** Insert a product; an insert is no guarded write, so the catalogue is told here. */
export async function createProduct(fields: Record<string, unknown>): Promise<LeanProduct> {
  const doc = (await Product.create(fields)).toObject() as LeanProduct;
  productWritten(doc, { $set: fields });
  return doc;
}
