import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import * as products from '@/app/api/productsImport/route';
import * as product from '@/app/api/productsImport/[id]/route';
import { Product } from '@/models/Product';
import type { ProductDto } from '@/lib/catalog/dto';
import { importRates } from '@/lib/pricing/configured-rates';
import { resetEnvCache } from '@/lib/env';
import { guardedUpdate } from '@/lib/guarded-write';
import { CatalogStore, snapshotStamp } from '@/lib/catalog/memory/catalog-store';
import { memoryStore, saveCatalogSnapshot } from '@/lib/catalog/memory/memory-catalog';
import { updateProduct } from '@/lib/catalog/product-writes';
import { setCatalogEngine } from '@/lib/catalog/reader';
import { CATALOG_WARMING_RETRY_SECONDS, CATALOG_WARMING_WAIT_MS } from '@/lib/catalog/warming';
import { screensMessages } from '@/lib/messages/screens';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';

/*
 * The store stops, products are written while it is down (through the store's own write paths,
 * each of which must stamp updatedAt), and it starts again from its snapshot: what it answers must
 * be the database's state, never the snapshot's.
 */
describe('the in-memory catalogue after a restart', () => {
  useTestDatabase();
  let dir: string;
  let file: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-restart-'));
    file = path.join(dir, 'catalog.snapshot');
    process.env.CATALOG_SNAPSHOT_FILE = file;
    resetEnvCache();
    setCatalogEngine('memory');
  });
  afterAll(() => {
    delete process.env.CATALOG_SNAPSHOT_FILE;
    resetEnvCache();
    setCatalogEngine('auto');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const stamp = () => snapshotStamp(mongoose.connection.db!.databaseName, importRates());
  let round = 0;
  let tag = '';
  /** A page of the search `word` among this test's products (each test names its own with `tag`). */
  const list = async (word: string) =>
    (await call<ProductDto[]>(products.GET, { url: `/api/productsImport?page=1&limit=50&searchPhrase=${word}+${tag}` })).body;
  /** The catalogue's first page, as the home asks it (no search words). */
  const firstPage = async () => (await call<ProductDto[]>(products.GET, { url: '/api/productsImport?page=1&limit=50' })).body;
  const detail = async (id: unknown) =>
    (await call<ProductDto | null>(product.GET, { url: `/api/productsImport/${String(id)}`, params: { id: String(id) } })).body;

  /** Five products in a snapshot; then, with the store stopped, four written through the store's paths and one created. */
  async function writtenWhileDown() {
    tag = `zq${++round}`;
    const { user } = await createUser({ isImportCompany: true, deliveryCosts: [{ provinceName: 'La Habana', cost: 1, available: true }] });
    const make = (name: string, fields: Record<string, unknown> = {}) => createProduct(user, { name: `${name} ${tag}`, description: 'reinicio', ...fields });
    const [edited, hidden, deleted, sold, untouched] = [
      await make('Licuadora vieja'),
      await make('Ventilador'),
      await make('Plancha'),
      await make('Batidora', { availableCount: 3 }),
      await make('Tostadora'),
    ];
    setCatalogEngine('memory'); // the store starts (from the database, or the previous test's snapshot) and writes its snapshot
    await memoryStore();
    await saveCatalogSnapshot();
    expect(fs.existsSync(file)).toBe(true);
    setCatalogEngine('memory'); // the store stops: nothing below reaches an index
    await new Promise((resolve) => setTimeout(resolve, 5));
    await updateProduct(edited._id, { $set: { name: `Licuadora nueva ${tag}`, price: 40 } });
    await updateProduct(hidden._id, { $set: { hidden: true } }, { deleted: false });
    await updateProduct(deleted._id, { $set: { deleted: true } });
    await guardedUpdate(Product, sold._id, { availableCount: { $gte: 1 } }, { $inc: { availableCount: -1, salesCount: 1 } });
    const created = await make('Cafetera nueva');
    return { edited, hidden, deleted, sold, untouched, created };
  }

  test('reads only the products written since its snapshot, and answers each as the database has it', async () => {
    const p = await writtenWhileDown();
    // Written without updatedAt, as no store path writes: the snapshot's copy must stay, proving the file was read.
    await Product.collection.updateOne({ _id: p.untouched._id }, { $set: { name: `Tostadora cambiada a mano ${tag}` } });
    const store = await CatalogStore.restore(importRates(), file, stamp(), 0);
    expect(store).not.toBeNull();
    const page = (word: string) =>
      store!.answers(
        store!.index.search({ page: 1, limit: 50, promotedOnly: false, words: [word], prefix: tag, fastDelivery: false, possibleDiscount: false }),
      );
    expect((await page('licuadora')).map((item) => [item.name, item.totalPrice > 40])).toEqual([[`Licuadora nueva ${tag}`, true]]);
    // Gone from the answers (the other products of the test still share its tag, a partial match).
    const names = async (word: string) => (await page(word)).map((item) => item.name);
    expect(await names('ventilador')).not.toContain(`Ventilador ${tag}`);
    expect(await names('plancha')).not.toContain(`Plancha ${tag}`);
    expect((await page('batidora'))[0]?.availableCount).toBe(2);
    expect((await page('cafetera')).map((item) => item._id)).toEqual([String(p.created._id)]);
    expect((await page('tostadora'))[0]?.name).toBe(`Tostadora ${tag}`);
    // The newest product is first, as after a full read.
    expect(
      (await store!.answers(store!.index.search({ page: 1, limit: 1, promotedOnly: false, words: [], fastDelivery: false, possibleDiscount: false })))[0]._id,
    ).toBe(String(p.created._id));
  });

  test('through the API, the restarted store answers lists and detail pages right', async () => {
    const p = await writtenWhileDown();
    setCatalogEngine('memory');
    expect((await list('licuadora')).map((item) => item.name)).toEqual([`Licuadora nueva ${tag}`]);
    expect((await list('ventilador')).map((item) => item.name)).not.toContain(`Ventilador ${tag}`);
    expect(await detail(p.hidden._id)).toBeNull();
    expect(await detail(p.deleted._id)).toBeNull();
    expect((await detail(p.sold._id))?.availableCount).toBe(2);
    expect((await detail(p.created._id))?.name).toBe(`Cafetera nueva ${tag}`);
  });

  test.each([
    ['damaged', () => fs.writeFileSync(file, fs.readFileSync(file, 'utf8').slice(0, 200))],
    [
      'of an older format',
      () => {
        const [header, ...rest] = fs.readFileSync(file, 'utf8').split('\n');
        fs.writeFileSync(file, [JSON.stringify({ ...JSON.parse(header), version: 0 }), ...rest].join('\n'));
      },
    ],
  ])('a snapshot %s is ignored: the store reads every product and writes a good one', async (_, spoil) => {
    const p = await writtenWhileDown();
    spoil();
    expect(await CatalogStore.restore(importRates(), file, stamp())).toBeNull();
    setCatalogEngine('memory');
    expect((await list('licuadora')).map((item) => item.name)).toEqual([`Licuadora nueva ${tag}`]);
    expect(await detail(p.hidden._id)).toBeNull();
    await saveCatalogSnapshot();
    expect(await CatalogStore.restore(importRates(), file, stamp())).not.toBeNull();
  });

  test('a product removed from the database outright (no store path does) makes the snapshot unusable', async () => {
    const p = await writtenWhileDown();
    await Product.deleteOne({ _id: p.untouched._id });
    expect(await CatalogStore.restore(importRates(), file, stamp())).toBeNull();
  });

  test('while the index opens, lists and detail pages answer from the database, and a search waits 5 s at most, then answers 503 with Retry-After in Spanish', async () => {
    const p = await writtenWhileDown();
    const opened = { listed: await list('licuadora'), page: await firstPage(), shown: await detail(p.untouched._id) };
    // A snapshot that takes long to read: a named pipe nobody writes yet.
    const pipe = path.join(dir, `slow-${round}.snapshot`);
    execFileSync('mkfifo', [pipe]);
    process.env.CATALOG_SNAPSHOT_FILE = pipe;
    resetEnvCache();
    setCatalogEngine('memory');
    try {
      // The index cannot open until the pipe is written: these answers come from the database.
      expect(await firstPage()).toEqual(opened.page);
      expect(await detail(p.untouched._id)).toEqual(opened.shown);
      const started = Date.now();
      const searched = await call<{ message: string }>(products.GET, { url: `/api/productsImport?page=1&limit=50&searchPhrase=licuadora+${tag}` });
      expect(Date.now() - started).toBeGreaterThanOrEqual(CATALOG_WARMING_WAIT_MS - 100);
      expect(searched.status).toBe(503);
      expect(searched.headers.get('retry-after')).toBe(String(CATALOG_WARMING_RETRY_SECONDS));
      expect(searched.body.message).toBe(screensMessages.catalogWarming);
    } finally {
      fs.closeSync(fs.openSync(pipe, 'w')); // the pipe ends empty: refused, so the index is read from the database
      process.env.CATALOG_SNAPSHOT_FILE = file;
      resetEnvCache();
    }
    expect(await list('licuadora')).toEqual(opened.listed);
  });
});
