import type { Types } from 'mongoose';
import * as products from '@/app/api/productsImport/route';
import * as product from '@/app/api/productsImport/[id]/route';
import { PEER_HEADER } from '@/lib/auth/rate-limit';
import type { ProductDto } from '@/lib/catalog/dto';
import { ANONYMOUS_VIEWS_PER_ADDRESS } from '@/lib/catalog/view-rule';
import type { CatalogEngine } from '@/lib/catalog/engine';
import { setCatalogEngine } from '@/lib/catalog/reader';
import { Product } from '@/models/Product';
import { ProductView } from '@/models/ProductView';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';

let sellerId = '';
let seller: { _id: Types.ObjectId };
let buyerToken = '';

const detail = (id: string, options: { token?: string; sessionId?: string; from?: string } = {}) =>
  call<ProductDto | null>(product.GET, {
    url: `/api/productsImport/${id}${options.sessionId ? `?sessionId=${options.sessionId}` : ''}`,
    params: { id },
    token: options.token,
    headers: options.from ? { [PEER_HEADER]: options.from } : {},
  });

describe('product detail', () => {
  useTestDatabase();

  beforeAll(async () => {
    seller = (await createUser({ isImportCompany: true, importCompanyName: 'Habana Import' })).user;
    sellerId = String(seller._id);
    buyerToken = (await createUser()).token;
  });

  describe.each<CatalogEngine>(['memory', 'database'])('GET /api/productsImport/{id} (%s engine)', (engine) => {
    beforeAll(() => setCatalogEngine(engine));
    afterAll(() => setCatalogEngine('auto'));

    test('the product with its seller and prices', async () => {
      const created = await createProduct(seller, { name: `Ventilador ${engine}`, price: 20, fastDelivery: true });
      const answer = await detail(String(created._id));
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ _id: String(created._id), name: `Ventilador ${engine}`, price: 20, importCost: 0, totalPrice: 20 });
      expect(answer.body!.user).toMatchObject({ _id: sellerId, importCompanyName: 'Habana Import' });
    });

    test.each([
      ['missing', '5f1d7f1c2b3a4d5e6f708192'],
      ['invalid', 'abc'],
      ['-1', '-1'],
    ])('null (200) for a %s id', async (_label, id) => {
      const answer = await detail(id);
      expect(answer.status).toBe(200);
      expect(answer.body).toBeNull();
    });

    test('a product written straight to the database after the index was built is still found', async () => {
      await call(products.GET, { url: '/api/productsImport' });
      const late = await createProduct(seller, { name: `Tardío ${engine}` });
      expect((await detail(String(late._id))).body).toMatchObject({ name: `Tardío ${engine}` });
    });

    test('null for a deleted product', async () => {
      const created = await createProduct(seller, { name: 'Borrado', deleted: true });
      expect((await detail(String(created._id))).body).toBeNull();
    });

    test('a view counts once per user and once per anonymous session', async () => {
      const created = await createProduct(seller, { name: `Visto ${engine}` });
      const id = String(created._id);
      const counts: number[] = [];
      for (const options of [{ token: buyerToken }, { token: buyerToken }, { sessionId: 's-1' }, { sessionId: 's-1' }, { sessionId: 's-2' }, {}]) {
        counts.push((await detail(id, options)).body!.viewsCount);
      }
      expect(counts).toEqual([1, 1, 2, 2, 3, 3]);
      expect((await Product.findById(id).lean())!.viewsCount).toBe(3);
      expect(await ProductView.countDocuments({ product: id })).toBe(3);
      const listed = await call<ProductDto[]>(products.GET, { url: `/api/productsImport?searchPhrase=visto%20${engine}%20` });
      expect(listed.body.map((p) => p.viewsCount)).toEqual([3]);
    });

    test('20 made-up sessions from one address add at most the per-address bound, at once or one by one (decision 19.8)', async () => {
      const id = String((await createProduct(seller, { name: `Inflado ${engine}` }))._id);
      const session = () => `s-${Math.random().toString(36).slice(2)}`;
      await Promise.all(Array.from({ length: 10 }, () => detail(id, { sessionId: session(), from: '203.0.113.9' })));
      for (let i = 0; i < 10; i++) await detail(id, { sessionId: session(), from: '203.0.113.9' });
      const bound = ANONYMOUS_VIEWS_PER_ADDRESS.limit;
      expect(bound).toBeLessThan(20);
      expect((await Product.findById(id).lean())!.viewsCount).toBe(bound);
      // Another address and a signed-in user still count; the product's figures are the stored ones.
      expect((await detail(id, { sessionId: session(), from: '198.51.100.9' })).body!.viewsCount).toBe(bound + 1);
      expect((await detail(id, { token: buyerToken, from: '203.0.113.9' })).body!.viewsCount).toBe(bound + 2);
      expect((await detail(id, { sessionId: session(), from: '203.0.113.9' })).body!.viewsCount).toBe(bound + 2);
      expect(await ProductView.countDocuments({ product: id })).toBe(bound + 2);
    });

    test('40 sessions from 40 addresses of one IPv6 /64 count as one address', async () => {
      const id = String((await createProduct(seller, { name: `Seis ${engine}` }))._id);
      for (let i = 1; i <= 40; i++) await detail(id, { sessionId: `s6-${i}`, from: `2001:db8:7:1::${i.toString(16)}` });
      expect((await Product.findById(id).lean())!.viewsCount).toBe(ANONYMOUS_VIEWS_PER_ADDRESS.limit);
      // The next /64 is another subscriber.
      expect((await detail(id, { sessionId: 's6-otro', from: '2001:db8:7:2::1' })).body!.viewsCount).toBe(ANONYMOUS_VIEWS_PER_ADDRESS.limit + 1);
    });

    test('concurrent first views of one user count once', async () => {
      const created = await createProduct(seller, { name: `Concurrido ${engine}` });
      const id = String(created._id);
      await Promise.all(Array.from({ length: 8 }, () => detail(id, { sessionId: 'same' })));
      expect((await Product.findById(id).lean())!.viewsCount).toBe(1);
    });
  });
});
