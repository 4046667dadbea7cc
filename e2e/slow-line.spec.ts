import { expect, test, type APIRequestContext } from '@playwright/test';
import { paths } from '../lib/http/paths';
import { messages as m } from '../lib/messages';
import { KEPT_ANSWER_HEADER } from '../lib/http/cache/kept-answers';
import { productHref } from '../components/product/product-display';
import { pickFastProduct } from './support/orders';
import { screenshotBothSizes } from './support/screenshots';
import { keepProvince, loginAs, openAs } from './support/shopper-fixtures';
import { nextScriptCount } from './support/next-scripts';

/*
 * Light pages for a slow line, chosen by the shopper: a browser reporting a slow line or Save-Data
 * is offered them (never switched by itself), and the shared caches keep the light and normal
 * answers apart, so a shopper on a good line never gets a light page by accident.
 */

const LIGHT_MARK = m.dataSaver.light;
const isLight = (html: string) => html.includes(LIGHT_MARK) && !html.includes('/_next/static/');

/** GET `url` until the custom server answers it from its kept copy (the cache really on). */
async function keptCopy(request: APIRequestContext, url: string): Promise<string> {
  for (let i = 0; i < 5; i++) {
    const answer = await request.get(url);
    if (answer.headers()[KEPT_ANSWER_HEADER] === 'HIT') return answer.text();
  }
  throw new Error(`${url} was never answered from the kept copies`);
}

test('the kept answers keep light and normal pages apart, whatever Save-Data and the cookie say', async ({ playwright, baseURL }) => {
  const product = await pickFastProduct();
  const url = productHref(product._id);
  const plain = await playwright.request.newContext({ baseURL });
  const saveData = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'save-data': 'on' } });
  const light = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: 'importa-ahorro=1' } });
  try {
    for (const path of [url, '/']) {
      // A light answer first: it must not become what the next shopper gets.
      expect(isLight(await (await light.get(path)).text())).toBe(true);
      expect(isLight(await keptCopy(plain, path))).toBe(false);
      // Save-Data alone never switches: the same page as everyone's, from the same kept copy.
      const withSaveData = await saveData.get(path);
      expect(isLight(await withSaveData.text())).toBe(false);
      const lightAgain = await light.get(path);
      expect(lightAgain.headers()[KEPT_ANSWER_HEADER]).toBeUndefined();
      expect(isLight(await lightAgain.text())).toBe(true);
      expect(isLight(await keptCopy(plain, path))).toBe(false);
    }
  } finally {
    await Promise.all([plain.dispose(), saveData.dispose(), light.dispose()]);
  }
});

test('a browser asking to save data is offered the light pages, with the way back on them', async ({ page }) => {
  await keepProvince(page);
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true }));
  const product = await pickFastProduct();
  await page.goto(productHref(product._id));
  const offer = page.getByRole('status').filter({ hasText: m.connection.slowLine });
  await expect(offer).toBeVisible();
  await screenshotBothSizes(page, 'slow-line-offer');
  await offer.getByRole('link', { name: m.connection.useLight }).click();
  await expect(page.getByRole('button', { name: m.dataSaver.turnOff })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${productHref(product._id)}$`));
  expect(await nextScriptCount(page)).toBe(0);
  await page.getByRole('button', { name: m.dataSaver.turnOff }).click();
  await expect(page.getByRole('switch', { name: m.dataSaver.switchLabel })).toHaveAttribute('aria-checked', 'false');
  // Closed, the offer stays closed for the visit.
  await page.getByRole('status').filter({ hasText: m.connection.slowLine }).getByRole('button', { name: m.ui.close }).click();
  await page.reload();
  await expect(page.getByRole('switch', { name: m.dataSaver.switchLabel })).toBeVisible();
  await expect(page.getByText(m.connection.slowLine)).toBeHidden();
});

test('a browser on a good line is offered nothing', async ({ page }) => {
  await keepProvince(page);
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: false, effectiveType: '4g', downlink: 10, rtt: 50 }, configurable: true }),
  );
  await page.goto('/');
  await expect(page.getByRole('switch', { name: m.dataSaver.switchLabel })).toBeVisible();
  await expect(page.getByText(m.connection.slowLine)).toBeHidden();
});

test('a signed-in buyer adds to the cart from a light product page', async ({ page, request, context }) => {
  const product = await pickFastProduct();
  const buyer = await loginAs(request, 'buyer');
  const headers = { authorization: buyer.token };
  await request.patch(paths.account.updateCart(), { headers, data: { cart: [], quantity: 0, productId: product._id } });
  await openAs(page, buyer, '/privacypolicy');
  await context.addCookies([{ name: 'importa-ahorro', value: '1', url: page.url() }]);
  await page.goto(productHref(product._id));
  await expect(page.getByRole('button', { name: m.dataSaver.turnOff })).toBeVisible();
  await page.getByRole('button', { name: m.addToCart.addButton }).click();
  await expect(page.getByText(m.connection.lightAdded)).toBeVisible();
  await screenshotBothSizes(page, 'light-product-added');
  const answer = await request.get(paths.account.getUserWithToken(), { headers });
  const { cart } = (await answer.json()) as { cart: { products: { count: number; product: { _id: string } }[] } };
  expect(cart.products.find((l) => l.product._id === product._id)?.count).toBe(1);
  await context.clearCookies();
});
