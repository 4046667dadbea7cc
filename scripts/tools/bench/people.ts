import mongoose, { Types } from 'mongoose';
import { PROVINCES } from '@/lib/geo/provinces';
import { ORDER_STATUSES, PAYMENT_TYPES } from '@/lib/orders/status';
import { Order } from '@/models/Order';
import { Product } from '@/models/Product';
import { SellerDay } from '@/models/SellerDay';
import { SellerDaysCheck } from '@/models/SellerDaysCheck';
import { User } from '@/models/User';
import { createRandom, round2 } from '../../server/seed/random';

/**
 * The benchmark's shoppers and order history: `users` shopper accounts and `orders` orders of 1–3
 * lines over the seeded catalogue, inserted once in batches (a marker makes later runs skip it).
 * They make the users and orders tables as large as a busy store's, so every read that still
 * scans them shows in the figures.
 */
const BATCH = 2_000;
const FIRST_NAMES = ['Ana', 'Luis', 'María', 'Carlos', 'Yanet', 'Jorge', 'Dayana', 'Ernesto', 'Lisandra', 'Yoel', 'Mailén', 'Raúl'];
const LAST_NAMES = ['Pérez', 'González', 'Rodríguez', 'Fernández', 'Hernández', 'Díaz', 'Martínez', 'Castillo', 'Suárez', 'Valdés'];
const PROVINCE_NAMES = PROVINCES.map((p) => p.name);

function shopper(i: number): Record<string, unknown> {
  const random = createRandom(`bench-user-${i}`);
  return {
    _id: new Types.ObjectId(),
    username: `bench-user-${i}@importa.cu`,
    email: `bench-user-${i}@importa.cu`,
    // Not a real hash: nobody logs in as these shoppers.
    passwordHash: 'x',
    name: random.pick(FIRST_NAMES),
    lastName: random.pick(LAST_NAMES),
    couponCode: `U${String(i).padStart(5, '0')}`,
    region: random.pick(PROVINCE_NAMES),
  };
}

type ProductRef = { _id: Types.ObjectId; user: Types.ObjectId; name: string; totalPrice: number; mainImageUrl: string };

function order(i: number, users: readonly Record<string, unknown>[], products: readonly ProductRef[], now: number): Record<string, unknown> {
  const random = createRandom(`bench-order-${i}`);
  const buyer = users[random.int(0, users.length - 1)];
  const lines = Array.from({ length: random.int(1, 3) }, () => {
    const product = products[random.int(0, products.length - 1)];
    return {
      product: product._id,
      seller: product.user,
      name: product.name,
      mainImageUrl: product.mainImageUrl,
      price: product.totalPrice,
      count: random.int(1, 4),
    };
  });
  return benchOrder(random, 1_000_000 + i, buyer, lines, now);
}

type BenchBuyer = { _id?: unknown; name?: unknown; lastName?: unknown; email?: unknown; region?: unknown };

/**
 * A bench order of `lines` for `buyer`, as the store writes one: its date within the last year, status
 * and address drawn from `random` after the lines (the large seller's orders are made the same way).
 */
export function benchOrder(
  random: ReturnType<typeof createRandom>,
  orderNumber: number,
  buyer: BenchBuyer,
  lines: { price: number; count: number }[],
  now: number,
): Record<string, unknown> {
  const total = round2(lines.reduce((sum, line) => sum + line.price * line.count, 0));
  const createdAt = new Date(now - Math.floor(random.next() * 365 * 24 * 3600 * 1000));
  const status = random.pick(ORDER_STATUSES);
  return {
    orderNumber,
    user: { _id: buyer._id, name: buyer.name, lastName: buyer.lastName, email: buyer.email },
    addressee: { name: `${String(buyer.name)} ${String(buyer.lastName)}`, region: buyer.region, address: `Calle ${random.int(1, 300)} #${random.int(1, 999)}` },
    paymentType: random.pick(PAYMENT_TYPES),
    currentStatus: status,
    currentStatusDate: createdAt,
    statuses: [{ status, date: createdAt }],
    lines,
    productsCount: lines.reduce((sum, line) => sum + line.count, 0),
    totalProductsPrice: total,
    total,
    createdAt,
    updatedAt: createdAt,
  };
}

/** Seeds `users` shoppers and `orders` orders once (after the catalogue); answers what is there. */
export async function ensureBenchPeople(users: number, orders: number, log: (line: string) => void): Promise<{ users: number; orders: number }> {
  const meta = mongoose.connection.db!.collection<{ _id: string; users: number; orders: number }>('bench_meta');
  const marker = await meta.findOne({ _id: 'people' });
  if (marker && marker.users >= users && marker.orders >= orders) return { users: marker.users, orders: marker.orders };
  const started = Date.now();
  // Whatever a partial earlier run left is replaced, so numbering and references stay consistent.
  await User.deleteMany({ username: /^bench-user-/ });
  await Order.deleteMany({ orderNumber: { $gte: 1_000_000 } });
  // The orders below are inserted with their old updatedAt, past any seller's check: kept days start again.
  await SellerDay.deleteMany({});
  await SellerDaysCheck.deleteMany({});
  const shoppers = Array.from({ length: users }, (_, i) => shopper(i));
  for (let i = 0; i < shoppers.length; i += BATCH) await User.insertMany(shoppers.slice(i, i + BATCH), { lean: true, ordered: false });
  log(`  ${users} compradores (${Math.round((Date.now() - started) / 1000)} s)`);
  const products = await Product.find({}, { user: 1, name: 1, totalPrice: 1, mainImageUrl: 1 }).limit(5_000).lean<ProductRef[]>();
  const now = Date.now();
  for (let i = 0; i < orders; i += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, orders - i) }, (_, j) => order(i + j, shoppers, products, now));
    await Order.insertMany(batch, { lean: true, ordered: false });
    if ((i + BATCH) % 10_000 === 0 || i + BATCH >= orders) log(`  ${Math.min(i + BATCH, orders)} pedidos (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  await meta.updateOne({ _id: 'people' }, { $set: { users, orders } }, { upsert: true });
  return { users, orders };
}
