import inspector from 'node:inspector/promises';
import path from 'node:path';
import mongoose from 'mongoose';
import * as updateCart from '@/app/api/accountImport/updateCart/route';
import { loadProductPage } from '@/app/_storefront/product-page-data';
import type { CatalogEngine } from '@/lib/catalog/engine';
import { setCatalogEngine } from '@/lib/catalog/reader';
import { memoryStore } from '@/lib/catalog/memory/memory-catalog';
import { Review } from '@/models/Review';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createCategory, createProduct } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import { createBuyer, createSeller, orderPayload, postOrder, setCart } from '@/scripts/test-support/orders';

/*
 * The requests docs/ARCHITECTURE.md walks through, measured: the database round trips each one
 * makes (every collection call mongoose sends, seen by its debug hook like the query recorder's,
 * scripts/test-support/query-recorder.ts), and the project's files whose code runs while it is
 * answered (V8's precise coverage, taken after a first identical request so that module loading
 * is not counted). The figures are printed for the page and bounded here, so that a new redundant
 * read shows up as a failure instead of a slower store.
 */

type Trip = { collection: string; method: string };

/** Runs `request` with every mongoose call recorded, then puts back the recorder that was installed. */
async function tripsOf(request: () => Promise<unknown>): Promise<Trip[]> {
  const previous = mongoose.get('debug');
  const trips: Trip[] = [];
  mongoose.set('debug', (collection: string, method: string, ...args: unknown[]) => {
    trips.push({ collection, method });
    if (typeof previous === 'function') previous(collection, method, ...args);
  });
  try {
    await request();
  } finally {
    mongoose.set('debug', previous ?? false);
  }
  return trips;
}

const ROOT = path.resolve(__dirname, '../..');
const OWN = /^(app|lib|models)\//;
/** The query recorder's own code runs on every query of the test run; it is no part of the request. */
const TEST_SUPPORT = /^lib\/query-shapes\//;

/** The project's files (app/, lib/, models/) with a function called while `request` runs. */
async function filesOf(request: () => Promise<unknown>): Promise<string[]> {
  const session = new inspector.Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    await session.post('Profiler.takePreciseCoverage'); // resets the counts
    await request();
    const { result } = await session.post('Profiler.takePreciseCoverage');
    await session.post('Profiler.stopPreciseCoverage');
    const files = result
      .filter((script) => script.functions.some((fn) => fn.functionName !== '' && fn.ranges.some((range) => range.count > 0)))
      .map((script) => path.relative(ROOT, script.url.replace(/^file:\/\//, '')))
      .filter((file) => OWN.test(file) && !TEST_SUPPORT.test(file) && !file.includes('.test.'));
    return [...new Set(files)].sort();
  } finally {
    session.disconnect();
  }
}

const summary = (trips: Trip[]) => trips.map((t) => `${t.collection}.${t.method}`);

describe('the walked requests, measured', () => {
  useTestDatabase();

  test('PATCH /api/accountImport/updateCart: the cart answer reads its sellers once', async () => {
    const sellers = [await createSeller(), await createSeller({ cost: 3 })];
    const products = [await createProduct(sellers[0], { name: 'Licuadora' }), await createProduct(sellers[1], { name: 'Arrocera' })];
    const { token } = await createBuyer([]);
    const lines = products.map((p) => ({ product: String(p._id), count: 1, size: '', color: '' }));
    const send = (count: number) =>
      call(updateCart.PATCH, {
        url: '/api/accountImport/updateCart',
        method: 'PATCH',
        token,
        body: { cart: [{ ...lines[0], count }, lines[1]], quantity: 1, productId: lines[0].product },
      });
    expect((await send(1)).status).toBe(200);
    const files = await filesOf(() => send(2));
    const trips = await tripsOf(() => send(3));
    console.log(`updateCart: ${trips.length} round trips (${summary(trips).join(', ')}); ${files.length} files:\n${files.join('\n')}`);
    const sellerReads = trips.filter((t) => t.collection === 'users' && t.method === 'find');
    expect(sellerReads).toHaveLength(1);
    expect(trips.length).toBeLessThanOrEqual(6);
  });

  test('POST /api/orders: one read of the sellers, priced and placed', async () => {
    const sellers = [await createSeller(), await createSeller({ cost: 3 })];
    const products = [await createProduct(sellers[0], { name: 'Licuadora' }), await createProduct(sellers[1], { name: 'Arrocera' })];
    const lines = products.map((p) => ({ product: p._id, count: 1 }));
    const { user, token } = await createBuyer(lines);
    expect((await postOrder(token, orderPayload())).status).toBe(200);
    await setCart(user._id, lines);
    const files = await filesOf(() => postOrder(token, orderPayload()));
    await setCart(user._id, lines);
    let status = 0;
    const trips = await tripsOf(async () => (status = (await postOrder(token, orderPayload())).status));
    expect(status).toBe(200);
    console.log(`orders: ${trips.length} round trips (${summary(trips).join(', ')}); ${files.length} files:\n${files.join('\n')}`);
    expect(trips.filter((t) => t.collection === 'users' && t.method === 'find')).toHaveLength(1);
  });

  describe.each<CatalogEngine>(['memory', 'database'])('GET /products/detail/{id}: the page’s reads (%s engine)', (engine) => {
    beforeAll(() => setCatalogEngine(engine));
    afterAll(() => setCatalogEngine('auto'));

    /** The page's reads: the product and its reviews (the browser fetches the same category's list). */
    const pageReads = async (id: string) => {
      const shown = await loadProductPage(id);
      expect(shown).not.toBeNull();
      return shown!;
    };
    /** Round trips counted as a set: the page's reads run side by side, so their order varies. */
    const sorted = (trips: Trip[]) => summary(trips).sort();
    /**
     * Without a review: the index answers the product, the database only the reviews. The database
     * engine reads the product and its seller, and the reviews.
     */
    const UNREVIEWED: Record<CatalogEngine, string[]> = {
      memory: ['reviews.find'],
      database: ['products.findOne', 'users.find', 'reviews.find'],
    };

    test('a product nobody reviewed: one round trip with the index, the reviews’ counters not read', async () => {
      const category = await createCategory(`Cocina ${engine}`);
      const seller = await createSeller();
      const [shown] = await Promise.all([1, 2, 3].map((n) => createProduct(seller, { name: `Cafetera ${n}`, category })));
      await pageReads(String(shown._id));
      // That read started the index's opening (answered by the database meanwhile): the products are in it once it is open.
      if (engine === 'memory') await memoryStore();
      const trips = await tripsOf(() => pageReads(String(shown._id)));
      console.log(`product page (${engine}): ${trips.length} round trips (${summary(trips).join(', ')})`);
      expect(sorted(trips)).toEqual(UNREVIEWED[engine].sort());
    });

    test('a reviewed product reads its kept counters once more, and shows them', async () => {
      const category = await createCategory(`Arroceras ${engine}`);
      const seller = await createSeller();
      const shown = await createProduct(seller, { name: 'Arrocera reseñada', category, rating: { count: 7, sum: 30 } });
      const buyer = () => new mongoose.Types.ObjectId();
      await Review.create({
        product: shown._id,
        seller: seller._id,
        order: buyer(),
        buyer: buyer(),
        buyerName: 'Ana R.',
        rating: 5,
        asDescribed: true,
        onTime: true,
      });
      await pageReads(String(shown._id));
      let page: Awaited<ReturnType<typeof pageReads>> | undefined;
      const trips = await tripsOf(async () => (page = await pageReads(String(shown._id))));
      expect(page!.reviews).toMatchObject({ count: 7, average: 4.3, sellerId: String(seller._id), reviews: [{ buyerName: 'Ana R.' }] });
      expect(sorted(trips)).toEqual([...UNREVIEWED[engine], 'products.findOne'].sort());
    });
  });
});
