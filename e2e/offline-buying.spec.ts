import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { ProductDto } from '../lib/catalog/dto';
import { connectDb, disconnectDb } from '../lib/db';
import { paths } from '../lib/http/paths';
import { messages as m } from '../lib/messages';
import { formatUsd, roundUsd } from '../lib/money';
import { Product } from '../models/Product';
import { STORAGE_KEYS } from '../components/auth/local-store';
import { openCashCheckout, pickFastProduct } from './support/orders';
import { screenshotBothSizes } from './support/screenshots';
import { loginAs, openAs, type DemoSession } from './support/shopper-fixtures';

/*
 * Buying on a line that drops, with the network really cut (context.setOffline): the cart opens
 * from the device with the time the server last confirmed it, changes and orders made offline wait
 * on the device and go when the line returns, once, and an order whose price changed meanwhile is
 * not placed: the buyer is told what changed.
 */

test.describe.configure({ mode: 'serial' });
// Each test loads the store a few times, cuts the line and waits for what was kept to be sent.
test.setTimeout(120_000);

let product: ProductDto;
let buyer: DemoSession;

test.beforeAll(async ({ request }) => {
  product = await pickFastProduct();
  buyer = await loginAs(request, 'buyer');
});

const headers = () => ({ authorization: buyer.token });

async function setServerCart(request: APIRequestContext, count: number): Promise<void> {
  const answer = await request.patch(paths.account.updateCart(), {
    headers: headers(),
    data: { cart: count ? [{ product: product._id, count }] : [], quantity: 0, productId: product._id },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function serverCartCount(request: APIRequestContext): Promise<number> {
  const answer = await request.get(paths.account.getUserWithToken(), { headers: headers() });
  const { cart } = (await answer.json()) as { cart: { products: { count: number; product: { _id: string } }[] } };
  return cart.products.filter((l) => l.product._id === product._id).reduce((sum, l) => sum + l.count, 0);
}

async function orderCount(request: APIRequestContext): Promise<number> {
  const answer = await request.get(paths.orders.ofUser(buyer.user._id, { page: 1, limit: 1 }), { headers: headers() });
  return ((await answer.json()) as { count: number }).count;
}

/** Signs in, lets the service worker take the page, then visits the cart and MIS PEDIDOS with the line up (so both are kept). */
async function openCartOnline(page: Page): Promise<void> {
  await openAs(page, buyer, '/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // A page loaded while the worker was still installing is taken on its next load.
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
  await page.goto(`/orders/${buyer.user._id}`);
  await expect(page.getByRole('main').getByRole('button', { name: m.layout.filters })).toBeVisible();
  await page.goto('/cart');
  // No wait for the network to settle: the callers cut the line the moment the cart shows, and the
  // order dialog's code must already be there (it loads with the cart's, components/checkout/CartView.tsx).
  await expect(lineOf(page)).toBeVisible();
}

/** A message with a Havana date and time in it (lib/format.ts formatDateTime), as a pattern (e.g. 'Copia guardada el 27/11/2026 02:05 PM'). */
const withDateTime = (message: (when: string) => string) =>
  new RegExp(
    `^${message('§')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('§', '\\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d [AP]M')}`,
  );
const savedCopy = withDateTime(m.connection.savedCopy);

const lineOf = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: product.name }) });
const queued = (page: Page) => page.getByTestId('queued-order');
const keptOrders = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { key: string; payload: unknown }[], STORAGE_KEYS.orderQueue);

async function confirmCashOrder(page: Page): Promise<void> {
  const confirm = await openCashCheckout(page);
  await confirm.getByRole('button', { name: m.checkout.confirmOrder }).click();
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

/** One unit in the server's cart, the cart opened with the line up, then the line cut as soon as it shows; the buyer's order count before. */
async function cartOfOneOffline(page: Page, context: BrowserContext, request: APIRequestContext): Promise<number> {
  await setServerCart(request, 1);
  const before = await orderCount(request);
  await openCartOnline(page);
  await goOffline(context, page);
  return before;
}

/** CONFIRMAR PEDIDO without a line (cut the moment the cart showed): the dialog opens, the order is kept on the device, and said so. */
async function keepOneOrder(page: Page): Promise<void> {
  await confirmCashOrder(page);
  await expect(page.getByText(m.offline.orderQueued)).toBeVisible();
  await expect(queued(page)).toHaveCount(1);
}

test('the cart opens offline with when it was saved; a change made offline is kept and sent when the line returns', async ({ page, context, request }) => {
  await setServerCart(request, 2);
  await openCartOnline(page);
  await goOffline(context, page);
  await page.reload();
  await expect(page.getByText(withDateTime(m.offline.cartSavedAt))).toBeVisible();
  const line = lineOf(page);
  await expect(line.getByText('2', { exact: true })).toBeVisible();

  await line.getByRole('button', { name: m.cartPage.lineMore(product.name) }).click();
  await expect(line.getByText('3', { exact: true })).toBeVisible();
  await expect(page.getByText(m.offline.cartChangesWaiting(1))).toBeVisible();
  await screenshotBothSizes(page, 'offline-cart');
  expect(await serverCartCount(request)).toBe(2); // kept on the device, not sent

  await context.setOffline(false);
  await expect.poll(() => serverCartCount(request), { timeout: 15_000 }).toBe(3);
  await expect(page.getByText(m.offline.cartChangesWaiting(1))).toBeHidden();
  await expect(line.getByText('3', { exact: true })).toBeVisible();
});

test('an order confirmed offline waits in MIS PEDIDOS, can be cancelled there, and otherwise goes once when the line returns', async ({
  page,
  context,
  request,
}) => {
  const before = await cartOfOneOffline(page, context, request);

  // One cancelled before it goes.
  await confirmCashOrder(page);
  await expect(page.getByText(m.offline.orderQueued)).toBeVisible();
  await page.goto(`/orders/${buyer.user._id}`);
  await expect(queued(page)).toHaveCount(1);
  await expect(queued(page).getByText(m.offline.orderWaiting)).toBeVisible();
  await screenshotBothSizes(page, 'offline-order-waiting');
  await queued(page).getByRole('button', { name: m.offline.cancelQueued }).click();
  await expect(queued(page)).toHaveCount(0);

  // One that goes.
  await page.goto('/cart');
  await keepOneOrder(page);
  expect(await orderCount(request)).toBe(before);

  await context.setOffline(false);
  await expect.poll(() => orderCount(request), { timeout: 20_000 }).toBe(before + 1);
  await expect(queued(page)).toHaveCount(0);
  expect(await keptOrders(page)).toEqual([]);
  expect(await orderCount(request)).toBe(before + 1);
});

test('two tabs sending the same kept order at once make one order', async ({ page, context, request }) => {
  const before = await cartOfOneOffline(page, context, request);
  await keepOneOrder(page);
  const [kept] = await keptOrders(page);

  // The second tab replays the same order itself, as a browser without Web Locks would.
  const second = await context.newPage();
  await second.goto('/cart');
  await expect(queued(second)).toHaveCount(1);
  await context.setOffline(false);
  const replay = await second.evaluate(
    async ({ url, token, body }) => {
      const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify(body) });
      return { status: answer.status, body: (await answer.json()) as { orderId?: string } };
    },
    { url: paths.orders.root(), token: buyer.token, body: kept.payload },
  );
  expect(replay.status).toBe(200);
  await expect.poll(() => keptOrders(page), { timeout: 20_000 }).toEqual([]);
  expect(await orderCount(request)).toBe(before + 1);
  const list = await request.get(paths.orders.ofUser(buyer.user._id, { page: 1, limit: 1 }), { headers: headers() });
  expect(((await list.json()) as { orders: { _id: string }[] }).orders[0]._id).toBe(replay.body.orderId);
  await second.close();
});

test('a price changed while the order waited: it is not placed, and the buyer is told what changed', async ({ page, context, request }) => {
  const before = await cartOfOneOffline(page, context, request);
  await keepOneOrder(page);

  const seenPrice = roundUsd(product.price + product.importCost);
  await connectDb();
  await Product.updateOne({ _id: product._id }, { $inc: { price: 1 } });
  try {
    await context.setOffline(false);
    const refusal = m.offline.orderChanged(m.offline.priceChanged(product.name, formatUsd(seenPrice), formatUsd(roundUsd(seenPrice + 1))));
    await expect(queued(page).getByText(refusal)).toBeVisible({ timeout: 20_000 });
    await screenshotBothSizes(page, 'offline-order-price-changed');
    expect(await orderCount(request)).toBe(before);
    await queued(page).getByRole('link', { name: m.offline.confirmAgain }).click();
    await expect(queued(page)).toHaveCount(0);
    expect(await serverCartCount(request)).toBe(1); // the cart is still there to confirm again
  } finally {
    await Product.updateOne({ _id: product._id }, { $inc: { price: -1 } });
    await disconnectDb();
  }
});

test('a catalogue page opened from the offline copy says when it was saved; the next visit with a line is the live page', async ({ page, context }) => {
  await openCartOnline(page);
  await page.goto(`/products/detail/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(savedCopy)).toBeHidden();

  await goOffline(context, page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(savedCopy)).toBeVisible();
  await screenshotBothSizes(page, 'offline-saved-copy');

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(savedCopy)).toBeHidden();
});
