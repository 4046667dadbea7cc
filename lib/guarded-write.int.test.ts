import { Product } from '@/models/Product';
import { Category } from '@/models/Category';
import { User } from '@/models/User';
import { guardedUpdate } from '@/lib/guarded-write';
import { useTestDatabase } from '@/scripts/test-support/db';

const BUYERS = 50;
const STOCK = 5;

async function productWithStock(stock: number) {
  const category = await Category.findOneAndUpdate({ name: 'Pruebas' }, { name: 'Pruebas' }, { upsert: true, returnDocument: 'after' });
  const seller = await User.create({ username: `v${Date.now()}${Math.random()}`, email: `v${Date.now()}${Math.random()}@x.cu`, passwordHash: 'x', couponCode: Math.random().toString(36).slice(2, 8).toUpperCase().padEnd(6, 'X') });
  return Product.create({ name: 'Olla', price: 10, category: { _id: category!._id, name: 'Pruebas' }, user: seller._id, availableCount: stock });
}

/** 50 buyers take one unit each at the same time; returns how many succeeded and the stock left. */
async function race(takeOne: (id: unknown) => Promise<unknown>) {
  const product = await productWithStock(STOCK);
  const results = await Promise.all(Array.from({ length: BUYERS }, () => takeOne(product._id)));
  const after = await Product.findById(product._id).lean();
  return { successes: results.filter(Boolean).length, stock: after!.availableCount };
}

describe('guarded stock decrements under concurrency', () => {
  useTestDatabase();

  test('50 concurrent guarded decrements of a stock of 5 give exactly 5 successes and stock 0', async () => {
    const outcome = await race((id) => guardedUpdate(Product, id as string, { availableCount: { $gte: 1 } }, { $inc: { availableCount: -1 } }));
    expect(outcome).toEqual({ successes: STOCK, stock: 0 });
  });

  // Control: the same race without the module's lock. On FerretDB v1 (read, then write back by
  // _id) it oversells, which proves the test above can fail; on real MongoDB the filter alone is
  // atomic and the control sells exactly 5.
  test('control: without the lock, FerretDB oversells (MongoDB does not)', async () => {
    const unguarded = (id: unknown) =>
      Product.findOneAndUpdate({ _id: id, availableCount: { $gte: 1 } }, { $inc: { availableCount: -1 } }, { returnDocument: 'after' }).lean();
    const trials = [];
    for (let i = 0; i < 5; i++) trials.push(await race(unguarded));
    const oversold = trials.some((t) => t.successes > STOCK);
    if (process.env.DATABASE_KIND === 'ferretdb') expect(oversold).toBe(true);
    else expect(trials.every((t) => t.successes === STOCK && t.stock === 0)).toBe(true);
  });

  test('a guard that does not match changes nothing and answers null', async () => {
    const product = await productWithStock(1);
    const result = await guardedUpdate(Product, product._id, { availableCount: { $gte: 2 } }, { $inc: { availableCount: -2 } });
    expect(result).toBeNull();
    expect((await Product.findById(product._id).lean())!.availableCount).toBe(1);
  });
});
