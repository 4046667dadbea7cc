import * as products from '@/app/api/productsImport/route';
import type { ProductDto } from '@/lib/catalog/dto';
import type { CatalogEngine } from '@/lib/catalog/engine';
import { setCatalogEngine } from '@/lib/catalog/reader';
import { topSellingProducts } from '@/lib/catalog/service';
import { Category } from '@/models/Category';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';

describe('the best-seller strip offers only what can be bought now', () => {
  useTestDatabase();
  const names: Record<string, string> = {};

  beforeAll(async () => {
    const category = await Category.create({ name: 'Ropa de mujer', order: 1 });
    const seller = (await createUser({ isImportCompany: true, deliveryCosts: [{ provinceName: 'Matanzas', available: true }] })).user;
    const make = async (name: string, fields: Record<string, unknown>) => {
      const doc = await createProduct(seller, { name, category, price: 20, totalPrice: 20, regions: ['Matanzas'], ...fields });
      names[String(doc._id)] = name;
    };
    await make('Blusa agotada', { salesCount: 500, availableCount: 0 });
    await make('Blusa sin disponibilidad', { salesCount: 400, available: false, availableCount: 3 });
    await make('Falda', { salesCount: 300, availableCount: 4 });
    await make('Vestido', { salesCount: 200, availableCount: 1 });
  });

  describe.each<CatalogEngine>(['memory', 'database'])('%s engine', (engine) => {
    beforeAll(() => setCatalogEngine(engine));
    afterAll(() => setCatalogEngine('auto'));

    test('sold-out and unavailable best sellers are skipped, the rest keep their order', async () => {
      const answer = await call<ProductDto[]>(products.GET, { url: '/api/productsImport?topSellProducts=true&region=Matanzas' });
      expect(answer.body.map((p) => names[p._id])).toEqual(['Falda', 'Vestido']);
    });

    test('the strip still fills to its size past sold-out ones', async () => {
      expect((await topSellingProducts('Matanzas', 1)).map((p) => names[p._id])).toEqual(['Falda']);
    });
  });
});
