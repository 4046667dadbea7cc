import mongoose, { Types } from 'mongoose';
import { importRates } from '@/lib/pricing/configured-rates';
import { TRACK_STATUSES } from '@/lib/orders/status';
import { Category } from '@/models/Category';
import { Order } from '@/models/Order';
import { Product } from '@/models/Product';
import { SellerDay } from '@/models/SellerDay';
import { SellerDaysCheck } from '@/models/SellerDaysCheck';
import { User } from '@/models/User';
import { havanaTerms } from '../../test-support/orders';
import { createRandom } from '../../server/seed/random';
import { BENCH_SELLER_TERMS, benchProduct } from './dataset';
import { benchOrder } from './people';

/**
 * The bench's largest seller: a seller whose history is a quarter of the order history's size (at
 * the bench size, 12,500 orders of 1–3 lines of his 5,000 listings: about 55,000 units sold, as
 * the demo seller of a store seeded before the bench holds), so that the dashboard and /delivers
 * are measured where a history is long. Seeded once after the shoppers, marked in bench_meta.
 */
export const LARGE_SELLER = 'bench-seller-large@importa.cu';
const FIRST_ORDER_NUMBER = 3_000_000;
const FIRST_PRODUCT_INDEX = 2_000_000;
const BATCH = 2_000;

type Marker = { _id: string; orders: number };

export async function ensureLargeSeller(orders: number, log: (line: string) => void): Promise<void> {
  const count = Math.round(orders / 4);
  const listings = Math.max(50, Math.round(orders / 10));
  const meta = mongoose.connection.db!.collection<Marker>('bench_meta');
  const marker = await meta.findOne({ _id: 'largeSeller' });
  // The shoppers' seeding replaces every bench order: the marker counts only while the first order is there.
  if (marker && marker.orders >= count && (await Order.exists({ orderNumber: FIRST_ORDER_NUMBER }))) return;
  const started = Date.now();
  await User.updateOne(
    { username: LARGE_SELLER },
    {
      $set: { isImportCompany: true, ...BENCH_SELLER_TERMS, deliveryCosts: havanaTerms() },
      $setOnInsert: {
        email: LARGE_SELLER,
        passwordHash: 'x',
        name: 'Vendedor',
        lastName: 'Grande',
        importCompanyName: 'Importadora Grande',
        couponCode: 'BGRANDE',
      },
    },
    { upsert: true },
  );
  const seller = (await User.findOne({ username: LARGE_SELLER }, { _id: 1 }).lean())!._id;
  let products = await Product.find({ user: seller }, { name: 1, totalPrice: 1, mainImageUrl: 1 }).lean();
  if (products.length < listings) {
    const categories = (await Category.find({}, { name: 1, sizeKind: 1 }).lean()).map((c) => ({
      _id: c._id,
      name: c.name,
      sizeKind: (c.sizeKind ?? null) as never,
    }));
    const rates = importRates();
    const now = Date.now();
    const docs = Array.from({ length: listings - products.length }, (_, i) =>
      benchProduct(FIRST_PRODUCT_INDEX + products.length + i, categories, [seller], rates, now),
    );
    for (let i = 0; i < docs.length; i += BATCH) await Product.insertMany(docs.slice(i, i + BATCH), { lean: true, ordered: false });
    products = await Product.find({ user: seller }, { name: 1, totalPrice: 1, mainImageUrl: 1 }).lean();
  }
  const buyerNames = Array.from({ length: 500 }, (_, i) => `bench-user-${i}@importa.cu`);
  const buyers = await User.find({ username: { $in: buyerNames } }, { name: 1, lastName: 1, email: 1, region: 1 }).lean();
  await Order.deleteMany({ orderNumber: { $gte: FIRST_ORDER_NUMBER, $lt: FIRST_ORDER_NUMBER + 1_000_000 } });
  // Inserted with their old updatedAt, past any check: his kept days are computed again from scratch.
  await SellerDay.deleteMany({ seller });
  await SellerDaysCheck.deleteMany({ _id: seller });
  const now = Date.now();
  for (let i = 0; i < count; i += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - i) }, (_, j) => {
      const random = createRandom(`bench-large-order-${i + j}`);
      const buyer = buyers[random.int(0, buyers.length - 1)];
      const lines = Array.from({ length: random.int(1, 3) }, () => {
        const product = products[random.int(0, products.length - 1)];
        return {
          product: product._id,
          seller,
          name: product.name,
          mainImageUrl: product.mainImageUrl,
          price: product.totalPrice ?? 0,
          count: random.int(1, 4),
          trackStatus: { currentStatus: random.pick(TRACK_STATUSES), message: '' },
        };
      });
      return { _id: new Types.ObjectId(), ...benchOrder(random, FIRST_ORDER_NUMBER + i + j, buyer, lines, now) };
    });
    await Order.insertMany(batch, { lean: true, ordered: false });
  }
  await meta.updateOne({ _id: 'largeSeller' }, { $set: { orders: count } }, { upsert: true });
  log(`  vendedor grande: ${products.length} anuncios, ${count} pedidos (${Math.round((Date.now() - started) / 1000)} s)`);
}
