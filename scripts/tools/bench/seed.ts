import mongoose, { type Types } from 'mongoose';
import { Category } from '@/models/Category';
import { Product } from '@/models/Product';
import { User } from '@/models/User';
import { importRates } from '@/lib/pricing/configured-rates';
import { BENCH_SELLER_TERMS, benchProduct, benchSellers, type CategoryRef } from './dataset';
import { BENCH_CATEGORIES } from './words';

const BATCH = 2_000;

type CatalogueMarker = { _id: string; products: number; sellerTerms?: boolean };

async function ensureCategories(): Promise<CategoryRef[]> {
  const existing = await Category.find({}, { name: 1, sizeKind: 1 }).lean();
  const missing = BENCH_CATEGORIES.filter((c) => !existing.some((e) => e.name === c.name));
  if (missing.length) await Category.insertMany(missing.map(({ name, order, sizeKind }) => ({ name, order, sizeKind })));
  const all = await Category.find({}, { name: 1, sizeKind: 1 }).lean();
  return BENCH_CATEGORIES.map((c) => {
    const found = all.find((e) => e.name === c.name)!;
    return { _id: found._id, name: found.name, sizeKind: c.sizeKind };
  });
}

async function ensureSellers(): Promise<Types.ObjectId[]> {
  const existing = await User.find({ isImportCompany: true }, { _id: 1 }).lean();
  if (existing.length) return existing.map((u) => u._id);
  const sellers = benchSellers();
  await User.insertMany(sellers, { lean: true });
  return sellers.map((s) => s._id as Types.ObjectId);
}

/**
 * Sellers seeded before the seller terms existed (decision 19) could not save their own listings as
 * they are: the price-freshness figure's edit was refused. Given the terms once, marked on the marker.
 */
async function ensureSellerTerms(meta: mongoose.mongo.Collection<CatalogueMarker>): Promise<void> {
  await User.updateMany({ isImportCompany: true, email: { $regex: '^bench-seller-' } }, { $set: BENCH_SELLER_TERMS });
  await meta.updateOne({ _id: 'catalogue' }, { $set: { sellerTerms: true } }, { upsert: true });
}

/**
 * Seeds the benchmark database once: categories, ~50 sellers and `total` products, inserted in
 * batches of 2,000. Later runs find them and only top up a partial earlier run.
 */
export async function ensureBenchCatalogue(total: number, log: (line: string) => void): Promise<number> {
  // A marker, not a count: counting on FerretDB v1 reads the whole table (about 40 s here).
  const meta = mongoose.connection.db!.collection<CatalogueMarker>('bench_meta');
  const marker = await meta.findOne({ _id: 'catalogue' });
  if (!marker?.sellerTerms) await ensureSellerTerms(meta);
  if (marker && marker.products >= total) return marker.products;
  const categories = await ensureCategories();
  const sellers = await ensureSellers();
  let count = await Product.estimatedDocumentCount();
  const rates = importRates();
  const now = Date.now();
  const started = Date.now();
  while (count < total) {
    const size = Math.min(BATCH, total - count);
    const docs = Array.from({ length: size }, (_, i) => benchProduct(count + i, categories, sellers, rates, now));
    await Product.insertMany(docs, { lean: true, ordered: false });
    count += size;
    if (count % 20_000 === 0 || count === total) log(`  ${count} productos (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  await meta.updateOne({ _id: 'catalogue' }, { $set: { products: count } }, { upsert: true });
  return count;
}
