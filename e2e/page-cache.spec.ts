import fs from 'node:fs';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import mongoose from 'mongoose';
import { freePort } from '../scripts/server/net';
import { distDir } from '../scripts/server/paths';
import { paths } from '../lib/http/paths';
import { formatUsd } from '../lib/money';
import { messages as m } from '../lib/messages';
import { productHref } from '../components/product/product-display';
import { loginAs, type DemoSession } from './support/shopper-fixtures';
import { placeCashOrder } from './support/orders';
import { closeRawDb, rawDb } from './security/support/db';
import { DEMO_COMPANIES } from '../scripts/server/seed/companies';
import { startStoreProcess } from '../scripts/test-support/store-launcher';
import { KEPT_ANSWER_HEADER } from '../lib/http/cache/kept-answers';

/*
 * The home without a search and the product pages are kept whole by the server and served to
 * every shopper alike (decision 9); a write that changes what they show must be visible on the very
 * next request (lib/http/cache/storefront-pages.ts).
 */

/**
 * Next's own answer header: HIT when the page came from the cache, MISS or STALE when it was
 * rendered. The custom server's kept copies (lib/http/cache/kept-answers.ts) repeat Next's headers,
 * so a stale copy would say HIT too.
 */
const cacheState = (answer: APIResponse) => answer.headers()['x-nextjs-cache'];

async function newListing(request: APIRequestContext, seller: DemoSession, fields: { name: string; price: number; availableCount: number }) {
  const { categories } = (await (await request.get(paths.categories.list())).json()) as { categories: { _id: string }[] };
  // The seller's own percent: a listing outside what an admin set on the seller is refused (decision 19.7).
  const percent = DEMO_COMPANIES.find((c) => c.email === 'vendedor@importa.cu')!.percent;
  const listing = {
    ...fields,
    category: categories[0]._id,
    fastDelivery: true,
    maxCount: 5,
    percent,
    description: 'Producto de prueba de la caché de páginas.',
  };
  const created = await request.post(paths.products.root(), { headers: { authorization: seller.token }, data: listing });
  expect(created.ok(), await created.text()).toBe(true);
  const product = (await created.json()) as { _id: string; totalPrice: number };
  return { id: product._id, totalPrice: product.totalPrice, listing };
}

/**
 * Three requests: the second must come from Next's cache and the third from the custom server's
 * copy of it, so the checks after a write cannot pass by accident.
 */
async function expectKept(request: APIRequestContext, url: string): Promise<string> {
  await request.get(url);
  const again = await request.get(url);
  expect(again.status()).toBe(200);
  expect(cacheState(again)).toBe('HIT');
  const html = await again.text();
  const copy = await request.get(url);
  expect(copy.headers()[KEPT_ANSWER_HEADER]).toBe('HIT');
  expect(await copy.text()).toBe(html);
  return html;
}

test('a product page is kept, and a price change shows on the next request after the write', async ({ request }) => {
  const seller = await loginAs(request, 'seller');
  const name = `Cafetera de caché ${Date.now()}`;
  const { id, totalPrice: first, listing } = await newListing(request, seller, { name, price: 41, availableCount: 10 });
  expect(await expectKept(request, productHref(id))).toContain(formatUsd(first));

  const changed = await request.put(paths.products.one(id), { headers: { authorization: seller.token }, data: { ...listing, price: 57 } });
  expect(changed.ok(), await changed.text()).toBe(true);
  const { totalPrice } = (await changed.json()) as { totalPrice: number };
  const after = await request.get(productHref(id));
  expect(cacheState(after)).not.toBe('HIT');
  const html = await after.text();
  expect(totalPrice).toBeGreaterThan(first);
  expect(html).toContain(formatUsd(totalPrice));
  // The page's JSON-LD names this product's price only.
  expect(html).toContain(`"price":"${totalPrice.toFixed(2)}"`);
  expect(html).not.toContain(`"price":"${first.toFixed(2)}"`);
});

test("a kept page lives in the server's memory: no copy of it is written into the build folder", async ({ request }) => {
  const seller = await loginAs(request, 'seller');
  const { id } = await newListing(request, seller, { name: `En memoria ${Date.now()}`, price: 12, availableCount: 3 });
  await expectKept(request, productHref(id));
  const written = fs
    .readdirSync(distDir(), { recursive: true })
    .map(String)
    .filter((file) => file.includes(id));
  expect(written).toEqual([]);
});

test('the last unit bought turns the kept product page to AGOTADO on the next request', async ({ request }) => {
  const seller = await loginAs(request, 'seller');
  const buyer = await loginAs(request, 'buyer');
  const { id } = await newListing(request, seller, { name: `Última unidad ${Date.now()}`, price: 12, availableCount: 1 });
  expect(await expectKept(request, productHref(id))).not.toContain(m.product.soldOut);

  await placeCashOrder(request, buyer, id);
  const after = await request.get(productHref(id));
  expect(cacheState(after)).not.toBe('HIT');
  expect(await after.text()).toContain(m.product.soldOut);
});

test("an order that leaves stock expires its product's page only: the page shows the new count, other pages stay kept", async ({ request }) => {
  const seller = await loginAs(request, 'seller');
  const buyer = await loginAs(request, 'buyer');
  const { id: sold } = await newListing(request, seller, { name: `Vendida ${Date.now()}`, price: 15, availableCount: 10 });
  const { id: other } = await newListing(request, seller, { name: `Al lado ${Date.now()}`, price: 16, availableCount: 10 });
  // The count the page hands its quantity picker, in the page's flight data.
  const countIn = (html: string) => Number(/availableCount\\?":(\d+)/.exec(html)?.[1]);
  expect(countIn(await expectKept(request, productHref(sold)))).toBe(10);
  await expectKept(request, productHref(other));

  await placeCashOrder(request, buyer, sold);
  const after = await request.get(productHref(sold));
  expect(after.headers()[KEPT_ANSWER_HEADER]).toBeUndefined();
  expect(cacheState(after)).not.toBe('HIT');
  expect(countIn(await after.text())).toBe(9);
  expect((await request.get(productHref(other))).headers()[KEPT_ANSWER_HEADER]).toBe('HIT');
});

test('the home without a search is kept and shows a new listing on the next request; a search is rendered for its query', async ({ request }) => {
  await expectKept(request, '/');
  const seller = await loginAs(request, 'seller');
  const name = `Nevera recién publicada ${Date.now()}`;
  await newListing(request, seller, { name, price: 300, availableCount: 3 });
  const after = await request.get('/');
  expect(cacheState(after)).not.toBe('HIT');
  expect(await after.text()).toContain(name);

  const search = await request.get(`/?searchPhrase=${encodeURIComponent('nevera')}`);
  expect(search.status()).toBe(200);
  expect(cacheState(search)).toBeUndefined();
});

test('a search and the product list are sent again from memory, and a new listing shows in both on the next request', async ({ request }) => {
  const word = `termo${Date.now().toString(36)}`;
  const searchUrl = `/?searchPhrase=${word}&fastDelivery=true`;
  const listUrl = `${paths.products.root()}?limit=10&promoted=false&page=1&searchPhrase=${word}`;
  const kept = async (url: string) => {
    await request.get(url);
    const again = await request.get(url);
    expect(again.status()).toBe(200);
    expect(again.headers()[KEPT_ANSWER_HEADER]).toBe('HIT');
    return again;
  };
  expect(await (await kept(searchUrl)).text()).toContain(m.screens.noResults);
  expect(await (await kept(listUrl)).json()).toEqual([]);

  const seller = await loginAs(request, 'seller');
  const name = `Termo ${word} de acero`;
  await newListing(request, seller, { name, price: 18, availableCount: 6 });
  const search = await request.get(searchUrl);
  expect(search.headers()[KEPT_ANSWER_HEADER]).toBeUndefined();
  expect(await search.text()).toContain(name);
  const list = (await (await request.get(listUrl)).json()) as { name: string }[];
  expect(list.map((p) => p.name)).toEqual([name]);
});

test('a restarted server does not serve the pages the previous run kept: their expiry was in its memory', async ({ request }) => {
  test.setTimeout(240_000);
  const seller = await loginAs(request, 'seller');
  const { id, totalPrice } = await newListing(request, seller, { name: `Reinicio ${Date.now()}`, price: 23, availableCount: 4 });
  const port = await freePort();
  let store = await startStoreProcess({ port });
  try {
    const pageUrl = `${store.url}${productHref(id)}`; // the same after the restart: same port
    await expectKept(request, pageUrl);
    // A change that reaches the database while no request of this server can expire the page
    // (the kind the boot sweep makes); then the server is killed and started again.
    const changed = Math.round((totalPrice + 9) * 100) / 100;
    await (await rawDb()).collection('products').updateOne({ _id: new mongoose.Types.ObjectId(id) }, { $set: { price: changed, totalPrice: changed } });
    await store.kill();
    store = await startStoreProcess({ port });
    const after = await request.get(pageUrl);
    expect(cacheState(after)).not.toBe('HIT');
    expect(await after.text()).toContain(formatUsd(changed));
  } finally {
    await store.kill();
    await closeRawDb();
  }
});
