import { Product } from '@/models/Product';
import { Category } from '@/models/Category';
import { User } from '@/models/User';
import { guardedUpdate } from '@/lib/guarded-write';
import { useTestDatabase } from '@/scripts/test-support/db';

const BUYERS = 50;
const STOCK = 5;

async function productWithStock(stock: number) {
  const category = await Category.findOneAndUpdate({ name: 'Pruebas' }, { name: 'Pruebas' }, { upsert: true, returnDocument: 'after' });
  const seller = await User.create({
    username: `v${Date.now()}${Math.random()}`,
    email: `v${Date.now()}${Math.random()}@x.cu`,
    passwordHash: 'x',
    couponCode: Math.random().toString(36).slice(2, 8).toUpperCase().padEnd(6, 'X'),
  });
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

  // No lock in this process: lib/guarded-write.ts takes none, so the database alone must hold,
  // on the embedded FerretDB as on MongoDB.
  test('50 concurrent guarded decrements of a stock of 5 give exactly 5 successes and stock 0', async () => {
    const outcome = await race((id) => guardedUpdate(Product, id as string, { availableCount: { $gte: 1 } }, { $inc: { availableCount: -1 } }));
    expect(outcome).toEqual({ successes: STOCK, stock: 0 });
  });

  test('the same race through updateOne and deleteOne: one success per unit, one per document', async () => {
    const updated = await race(
      async (id) => (await Product.updateOne({ _id: id, availableCount: { $gte: 1 } }, { $inc: { availableCount: -1 } })).modifiedCount === 1,
    );
    expect(updated).toEqual({ successes: STOCK, stock: 0 });
    // Half take the product off sale while it is on sale, half delete it while it is on sale: one of them, once.
    const product = await productWithStock(1);
    const outcomes = await Promise.all(
      Array.from({ length: BUYERS }, (_, i) =>
        i % 2 === 0
          ? Product.deleteOne({ _id: product._id, deleted: false }).then((r) => r.deletedCount)
          : Product.updateOne({ _id: product._id, deleted: false }, { $set: { deleted: true } }).then((r) => r.modifiedCount),
      ),
    );
    expect(outcomes.reduce((sum, n) => sum + n, 0)).toBe(1);
  });

  // Control: the race can fail. A read, then a write back by _id (what FerretDB v1 did inside
  // every update before the fork took its collection write lock across both) lets every buyer
  // who read a unit take it; the race above would count those successes and the stock left.
  test('control: a read-then-write by _id oversells, so the race can catch a write that is not atomic', async () => {
    const readThenWrite = async (id: unknown) => {
      const product = await Product.findOne({ _id: id, availableCount: { $gte: 1 } }).lean();
      if (!product) return null;
      return Product.findOneAndUpdate({ _id: id }, { $set: { availableCount: product.availableCount - 1 } }, { returnDocument: 'after' }).lean();
    };
    const trials = [];
    for (let i = 0; i < 5; i++) trials.push(await race(readThenWrite));
    expect(trials.some((t) => t.successes > STOCK)).toBe(true);
  });

  test('a guard that does not match changes nothing and answers null', async () => {
    const product = await productWithStock(1);
    const result = await guardedUpdate(Product, product._id, { availableCount: { $gte: 2 } }, { $inc: { availableCount: -2 } });
    expect(result).toBeNull();
    expect((await Product.findById(product._id).lean())!.availableCount).toBe(1);
  });
});

describe('many guarded writes in one bulk write', () => {
  useTestDatabase();
  const DAYS = 150;
  const collection = () => Product.db.collection<{ _id: string; computedAt: Date; figures: string }>('bulk_days');

  // As the seller days are kept: one updateOne a day, guarded on the time it was computed, with
  // upsert. The embedded FerretDB once answered no bulk of 100 or more such writes of existing
  // documents, and held the collection's writes behind it (scripts/server/ferretdb/README.md).
  test('150 guarded updates of existing documents answer, and the collection takes writes after them', async () => {
    const ids = Array.from({ length: DAYS }, (_, i) => `d${i}-${Date.now()}`);
    await collection().insertMany(ids.map((_id) => ({ _id, computedAt: new Date(Date.now() - 60_000), figures: 'viejo' })));
    const computedAt = new Date();
    const result = await collection().bulkWrite(
      ids.map((_id) => ({ updateOne: { filter: { _id, computedAt: { $lt: computedAt } }, update: { $set: { computedAt, figures: 'nuevo' } }, upsert: true } })),
      { ordered: false },
    );
    expect(result.modifiedCount).toBe(DAYS);
    const written = await collection()
      .find({ _id: { $in: ids } })
      .toArray();
    expect(written.filter((day) => day.figures === 'nuevo')).toHaveLength(DAYS);
    const next = await collection().updateOne({ _id: ids[0], computedAt }, { $set: { figures: 'otra vez' } });
    expect(next.modifiedCount).toBe(1);
  }, 60_000);
});
