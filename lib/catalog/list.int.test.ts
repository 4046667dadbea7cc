import type { Types } from 'mongoose';
import * as products from '@/app/api/productsImport/route';
import * as ofUser from '@/app/api/productsImport/ofuser/[userId]/[productId]/route';
import * as ofDistributor from '@/app/api/productsImport/ofdistributor/[id]/route';
import * as categories from '@/app/api/categoriesImport/route';
import { Category } from '@/models/Category';
import type { ProductDto } from '@/lib/catalog/dto';
import type { CatalogEngine } from '@/lib/catalog/engine';
import { importRates } from '@/lib/pricing/configured-rates';
import { setCatalogEngine } from '@/lib/catalog/reader';
import { derivedFields, type DerivableProduct } from '@/lib/catalog/derived-fields';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';

const ids: Record<string, string> = {};
const cat: Record<string, { _id: Types.ObjectId; name: string }> = {};
const sellers: Record<string, string> = {};

/** A product through the shared fixture, with the totalPrice the service would store. */
async function product(seller: { _id: Types.ObjectId }, key: string, fields: Record<string, unknown>) {
  const base = {
    price: 25,
    weight: 2,
    large: 30,
    height: 20,
    width: 20,
    shippingBySea: false,
    fastDelivery: false,
    isManualImportCost: true,
    importCost: 0,
    description: '',
    ...fields,
  };
  const { totalPrice } = derivedFields(base as DerivableProduct, importRates());
  ids[key] = String((await createProduct(seller, { ...base, totalPrice }))._id);
}

const list = async (query: string) => {
  const answer = await call<ProductDto[]>(products.GET, { url: `/api/productsImport?${query}` });
  expect(answer.status).toBe(200);
  return answer.body;
};
const keysOf = (items: ProductDto[]) => items.map((item) => Object.keys(ids).find((key) => ids[key] === item._id) ?? item.name);
const names = async (query: string) => keysOf(await list(query)).filter((key) => !key.startsWith('Lámpara'));

describe('catalogue lists', () => {
  useTestDatabase();

  beforeAll(async () => {
    cat.ropa = await Category.create({ name: 'Ropa', order: 1, iconUrl: '/r.webp', sizeKind: 'clothing' });
    cat.hogar = await Category.create({ name: 'Hogar', order: 2, iconUrl: '/h.webp' });
    cat.electro = await Category.create({ name: 'Electro', order: 2, iconUrl: '/e.webp' });
    const a = (
      await createUser({
        isImportCompany: true,
        importCompanyName: 'Tienda A',
        deliveryCosts: [
          { provinceName: 'La Habana', available: true },
          { provinceName: 'Matanzas', available: false },
        ],
      })
    ).user;
    const b = (await createUser({ isImportCompany: true, deliveryCosts: [{ provinceName: 'Holguín', available: true }] })).user;
    const c = (await createUser({ isImportCompany: true, deliveryCosts: [{ provinceName: 'La Habana', available: true }] })).user;
    Object.assign(sellers, { a: String(a._id), b: String(b._id), c: String(c._id) });
    for (let n = 1; n <= 25; n++) await product(c, `Lámpara LED ${n}`, { name: `Lámpara LED ${n}`, category: cat.hogar, price: 1000 + n });
    await product(a, 'p1', { name: 'Café molido Bustelo', category: cat.hogar, price: 10, points: 5, fastDelivery: true, salesCount: 40 });
    await product(a, 'p2', { name: 'Cafetera eléctrica', category: cat.electro, promoted: true, price: 30, importCost: 5, currency: 'EUR', salesCount: 5 });
    await product(b, 'p3', {
      name: 'Televisor Samsung 55',
      description: 'Pantalla 4K',
      category: cat.electro,
      regions: ['Matanzas'],
      possibleDiscount: true,
      price: 300,
      points: 50,
      salesCount: 90,
    });
    await product(a, 'p4', { name: 'Televisor LG', category: cat.electro, deleted: true, salesCount: 1000 });
    await product(b, 'p5', { name: 'Olla arrocera', category: cat.hogar, price: 25, salesCount: 3 });
    await product(a, 'p6', { name: 'Camiseta de algodón', category: cat.ropa, price: 12, regions: ['La Habana'] });
  });

  describe.each<CatalogEngine>(['memory', 'database'])('GET /api/productsImport (%s engine)', (engine) => {
    beforeAll(() => setCatalogEngine(engine));
    afterAll(() => setCatalogEngine('auto'));

    test('newest first, deleted products never, with the DTO fields', async () => {
      const page = await list('page=1&limit=10&promoted=false');
      expect(keysOf(page).slice(0, 5)).toEqual(['p6', 'p5', 'p3', 'p2', 'p1']);
      const cafetera = page.find((p) => p._id === ids.p2)!;
      expect(cafetera).toMatchObject({ name: 'Cafetera eléctrica', price: 30, importCost: 5, totalPrice: 35, promoted: true, category: { name: 'Electro' } });
      expect(cafetera.user).toMatchObject({ importCompanyName: 'Tienda A' });
    });

    test('pages of 10 and limit capped at 50', async () => {
      const all = [...(await list('page=1&limit=10')), ...(await list('page=2&limit=10')), ...(await list('page=3&limit=10'))];
      expect(all).toHaveLength(30);
      expect(new Set(all.map((p) => p._id)).size).toBe(30);
      expect(await list('page=4&limit=10')).toEqual([]);
      expect(await list('limit=500')).toHaveLength(30);
    });

    test.each([
      ['promoted=true', ['p2']],
      ['categoryId=0&promoted=false&currency=TODAS&region=Todas%20las%20Provincias', ['p6', 'p5', 'p3', 'p2', 'p1']],
      ['region=La%20Habana', ['p6', 'p2', 'p1']],
      ['region=Matanzas', ['p3']],
      ['region=Holgu%C3%ADn', ['p5']],
      ['minPrice=20&maxPrice=40', ['p5', 'p2']],
      ['minPrice=abc&maxPrice=13', ['p6', 'p1']],
      ['currency=EUR', ['p2']],
      ['minPoints=1&maxPoints=10', ['p1']],
      ['fastDelivery=true', ['p1']],
      ['possibleDiscount=true', ['p3']],
      ['categoryId=abc', []],
    ])('filter %s', async (query, expected) => expect(await names(query)).toEqual(expected));

    test('category filter', async () => {
      expect(await names(`categoryId=${cat.electro._id}`)).toEqual(['p3', 'p2']);
    });

    test.each([
      ['cafe', ['p2', 'p1']],
      ['CAFÉ', ['p2', 'p1']],
      ['café%20', ['p1']],
      ['bustelo%20caf', ['p1']],
      ['TELEVISOR', ['p3']],
      ['televisor%20pantalla', ['p3']],
      ['lavadora', []],
    ])('search %s', async (phrase, expected) => expect(await names(`searchPhrase=${phrase}`)).toEqual(expected));

    test('every filter at once', async () => {
      expect(
        await names(
          `searchPhrase=cafe&categoryId=${cat.hogar._id}&region=La%20Habana&minPrice=5&maxPrice=15&currency=USD&minPoints=1&maxPoints=9&fastDelivery=true`,
        ),
      ).toEqual(['p1']);
    });

    test('a regex-like phrase is escaped and answers fast', async () => {
      const started = Date.now();
      const answer = await call(products.GET, { url: `/api/productsImport?searchPhrase=${encodeURIComponent('(a+)+$')}` });
      expect(answer.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(await names(`searchPhrase=${encodeURIComponent('(caf+)+$')}`)).toEqual([]);
      expect(await names(`searchPhrase=${'caf '.repeat(300)}`)).toEqual([]);
    });

    test('top 15 sellers, by region', async () => {
      const top = await list('page=1&limit=15&topSellProducts=true');
      expect(top).toHaveLength(15);
      expect(keysOf(top).slice(0, 4)).toEqual(['p3', 'p1', 'p2', 'p5']);
      expect(keysOf(await list('topSellProducts=true&region=La%20Habana')).slice(0, 2)).toEqual(['p1', 'p2']);
    });

    test("a seller's other products and a distributor's page", async () => {
      const mine = await call<ProductDto[]>(ofUser.GET, {
        url: `/api/productsImport/ofuser/${sellers.a}/-1?page=1&limit=10`,
        params: { userId: sellers.a, productId: '-1' },
      });
      expect(keysOf(mine.body)).toEqual(['p6', 'p2', 'p1']);
      const others = await call<ProductDto[]>(ofUser.GET, {
        url: `/api/productsImport/ofuser/${sellers.a}/${ids.p2}`,
        params: { userId: sellers.a, productId: ids.p2 },
      });
      expect(keysOf(others.body)).toEqual(['p6', 'p1']);
      const pages = await Promise.all(
        [1, 2, 3].map((page) =>
          call<ProductDto[]>(ofDistributor.GET, { url: `/api/productsImport/ofdistributor/${sellers.c}?page=${page}&limit=10`, params: { id: sellers.c } }),
        ),
      );
      expect(pages.map((p) => p.body.length)).toEqual([10, 10, 5]);
      expect(pages[0].body[0].name).toBe('Lámpara LED 25');
    });

    test('categories by order, then name', async () => {
      const answer = await call<{ categories: { _id: string; name: string; iconUrl: string }[] }>(categories.GET, { url: '/api/categoriesImport?limit=100' });
      expect(answer.body.categories.map((c) => c.name)).toEqual(['Ropa', 'Electro', 'Hogar']);
      expect(answer.body.categories[0]).toEqual({ _id: String(cat.ropa._id), name: 'Ropa', iconUrl: '/r.webp' });
    });
  });
});
