import { Product } from '@/models/Product';
import { guardedUpdate } from '@/lib/guarded-write';
import { cachedRead, clearCachedReads } from '@/lib/http/cache/read-cache';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser } from '@/scripts/test-support/fixtures';

describe('a cached catalogue read follows the writes', () => {
  useTestDatabase();
  afterEach(() => clearCachedReads());

  test('a guarded price change drops the copy, so the next read sees the new price', async () => {
    const { user } = await createUser({ isImportCompany: true });
    const product = await createProduct(user, { name: 'Ventilador de techo', price: 40 });
    const price = () =>
      cachedRead('price-of-test-product', 60_000, async () => (await Product.findById(product._id).lean())!.price, { dropOnWritesTo: ['Product'] });
    expect(await price()).toBe(40);
    await Product.updateOne({ _id: product._id }, { $set: { price: 45 } });
    // A write that bypasses guardedUpdate is not seen: the copy still answers for its minute.
    expect(await price()).toBe(40);
    await guardedUpdate(Product, product._id, {}, { $set: { price: 50 } });
    expect(await price()).toBe(50);
  });
});
