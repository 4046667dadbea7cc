import * as products from '@/app/api/productsImport/route';
import { Product } from '@/models/Product';
import type { ProductDto } from '@/lib/catalog/dto';
import { setCatalogEngine } from '@/lib/catalog/reader';
import { guardedUpdate } from '@/lib/guarded-write';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';

describe('the in-memory catalogue sees stock taken outside the catalogue service', () => {
  useTestDatabase();
  beforeAll(() => setCatalogEngine('memory'));
  afterAll(() => setCatalogEngine('auto'));

  test('a guarded stock decrement (as an order makes) shows in the next list', async () => {
    const { user } = await createUser({ isImportCompany: true });
    const product = await createProduct(user, { name: 'Licuadora de vaso', availableCount: 3 });
    const countInList = async () => {
      const answer = await call<ProductDto[]>(products.GET, { url: '/api/productsImport?page=1&limit=10&searchPhrase=licuadora' });
      return answer.body.find((item) => item._id === String(product._id))?.availableCount;
    };
    expect(await countInList()).toBe(3);
    await guardedUpdate(Product, product._id, { availableCount: { $gte: 1 } }, { $inc: { availableCount: -1, salesCount: 1 } });
    expect(await countInList()).toBe(2);
  });
});
