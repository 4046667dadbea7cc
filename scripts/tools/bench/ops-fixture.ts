import mongoose, { Types } from 'mongoose';
import { hashPassword } from '@/lib/auth/password';
import { newCouponCode } from '@/lib/auth/codes';
import { importRates } from '@/lib/pricing/configured-rates';
import { Category } from '@/models/Category';
import { Product } from '@/models/Product';
import { User } from '@/models/User';
import { ADDRESSEE, havanaTerms } from '../../test-support/orders';
import { benchProduct } from './dataset';
import { LARGE_SELLER } from './large-seller';

/**
 * The accounts and listings the operations benchmark acts with, on the seeded bench dataset: the
 * first bench seller (about 1/50 of the order history is his) and the first bench shoppers (a few
 * orders each) get a real password; an order admin and a super admin are added; the seller gets
 * listings of his own with stock that every run puts back, so orders never empty the dataset.
 */
export const BENCH_PASSWORD = 'BancoPrueba1';
/** Enough shoppers that no one reaches the per-user order cap (30 in 10 minutes) in a run. */
export const BENCH_BUYERS = 60;
/** Listings ordered one unit at a time, with stock put back to this at each run. */
const LISTINGS = 60;
const LISTING_STOCK = 1_000;
/** Listings of the concurrent orders: one unit each, so an oversold unit shows as negative stock. */
export const RACE_LISTINGS = 20;

export type Account = { id: string; username: string };
export type OpsFixture = {
  seller: Account & { couponCode: string };
  /** The seller with the longest history (large-seller.ts). */
  largeSeller: Account;
  orderAdmin: Account;
  superAdmin: Account;
  buyers: Account[];
  listings: string[];
  raceListings: string[];
  soldOut: string;
};

type Marker = { _id: string; listings: Types.ObjectId[]; race: Types.ObjectId[]; soldOut: Types.ObjectId };

async function ensureStaff(username: string, flags: { isImportAdmin?: boolean; isSuperAdmin?: boolean }, passwordHash: string): Promise<Account> {
  await User.updateOne(
    { username },
    {
      $set: { passwordHash, ...flags },
      $setOnInsert: { email: username, name: 'Banco', lastName: 'Prueba', couponCode: newCouponCode(), region: 'La Habana' },
    },
    { upsert: true },
  );
  const user = await User.findOne({ username }, { _id: 1 }).lean();
  return { id: String(user!._id), username };
}

async function ensureListings(sellerId: Types.ObjectId): Promise<Marker> {
  const meta = mongoose.connection.db!.collection<Marker>('bench_meta');
  const marker = await meta.findOne({ _id: 'operations' });
  if (marker) return marker;
  const hogar = await Category.findOne({ name: 'Hogar' }, { name: 1 }).lean();
  const categories = [{ _id: hogar!._id, name: hogar!.name, sizeKind: null }];
  const rates = importRates();
  const now = Date.now();
  const docs = Array.from({ length: LISTINGS + RACE_LISTINGS + 1 }, (_, i) => ({
    ...benchProduct(1_000_000 + i, categories, [sellerId], rates, now),
    available: true,
    deleted: false,
    maxCount: 10,
    availableCountByTags: [],
    regions: [],
  }));
  const inserted = await Product.insertMany(docs, { lean: true });
  const ids = inserted.map((p) => p._id as Types.ObjectId);
  const fresh: Marker = { _id: 'operations', listings: ids.slice(0, LISTINGS), race: ids.slice(LISTINGS, -1), soldOut: ids[ids.length - 1] };
  await meta.insertOne(fresh);
  return fresh;
}

/** Stock back to where a run starts: plenty on the listings, one unit per race listing, none on the sold-out one. */
export async function restock(fixture: OpsFixture): Promise<void> {
  // One write per product by _id: FerretDB v1 answers these without reading the whole table.
  const set = (id: string, availableCount: number) => Product.updateOne({ _id: id }, { $set: { availableCount } });
  for (const id of fixture.listings) await set(id, LISTING_STOCK);
  for (const id of fixture.raceListings) await set(id, 1);
  await set(fixture.soldOut, 0);
}

/** Prepares (once) and answers the benchmark's accounts and listings; empties the buyers' carts. */
export async function ensureOpsFixture(): Promise<OpsFixture> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const sellerName = 'bench-seller-0@importa.cu';
  await User.updateOne({ username: sellerName }, { $set: { passwordHash, deliveryCosts: havanaTerms() } });
  const seller = await User.findOne({ username: sellerName }, { _id: 1, couponCode: 1 }).lean();
  await User.updateOne({ username: LARGE_SELLER }, { $set: { passwordHash } });
  const largeSeller = await User.findOne({ username: LARGE_SELLER }, { _id: 1 }).lean();
  const buyerNames = Array.from({ length: BENCH_BUYERS }, (_, i) => `bench-user-${i}@importa.cu`);
  // A saved address, as a shopper who has ordered before has: stock alerts need its municipality.
  const deliveryAddresses = [{ ...ADDRESSEE, isDefault: true }];
  await User.updateMany({ username: { $in: buyerNames } }, { $set: { passwordHash, deliveryAddresses, 'cart.products': [] } });
  // The seeded shoppers were inserted raw, without the schema's defaults; the wallet's guarded write matches walletCents.
  await User.updateMany({ username: { $in: buyerNames }, walletCents: { $exists: false } }, { $set: { walletCents: 0 } });
  const found = await User.find({ username: { $in: buyerNames } }, { _id: 1, username: 1 }).lean();
  const buyers: Account[] = found.map((u) => ({ id: String(u._id), username: u.username }));
  if (buyers.length < BENCH_BUYERS) throw new Error(`Faltan compradores del banco de pruebas: ${buyers.length} de ${BENCH_BUYERS}.`);
  const marker = await ensureListings(seller!._id);
  const fixture: OpsFixture = {
    seller: { id: String(seller!._id), username: sellerName, couponCode: seller!.couponCode! },
    largeSeller: { id: String(largeSeller!._id), username: LARGE_SELLER },
    orderAdmin: await ensureStaff('bench-op-orderadmin@importa.cu', { isImportAdmin: true }, passwordHash),
    superAdmin: await ensureStaff('bench-op-admin@importa.cu', { isSuperAdmin: true }, passwordHash),
    buyers,
    listings: marker.listings.map(String),
    raceListings: marker.race.map(String),
    soldOut: String(marker.soldOut),
  };
  await restock(fixture);
  return fixture;
}
