import { expect, test } from '@playwright/test';
import { PRODUCT_LINK } from './support/catalog';

test('the home page shows seeded products rendered by the server', async ({ page, request }) => {
  // The server-rendered HTML already holds product links, before any JavaScript runs.
  const html = await (await request.get('/')).text();
  const linked = new Set(html.match(PRODUCT_LINK) ?? []);
  expect(linked.size).toBeGreaterThanOrEqual(10);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'TODOS LOS PRODUCTOS' })).toBeVisible();
  const cards = page.locator('article');
  expect(await cards.count()).toBeGreaterThanOrEqual(10);
  await expect(cards.first().getByText('USD')).toBeVisible();
});

test('the health route reports the database as up', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', database: { state: 'up' } });
});

test('a search page carries what its cards show, not whole products', async ({ request }) => {
  // A seeded product, searched by its name; a price ceiling of its own so that the page is rendered for this request.
  const [product] = (await (await request.get('/api/productsImport?limit=1&page=1&promoted=false')).json()) as { name: string }[];
  const path = `/?searchPhrase=${encodeURIComponent(product.name)}&maxPrice=${1e8 + (Date.now() % 1e8)}`;
  const html = await (await request.get(path)).text();
  const flight = await (await request.get(path, { headers: { RSC: '1' } })).text();
  // A JSON key as the page data writes it: plain in the flight data, its quotes escaped inside the HTML's scripts.
  const jsonKey = (key: string) => new RegExp(`\\\\?"${key}\\\\?":`);
  for (const page of [html, flight]) {
    // The page did render the product's card, and its controls' data.
    expect(page).toContain(product.name);
    expect(page).toMatch(jsonKey('totalPrice'));
    // None of the fields no card shows travels with it.
    for (const key of ['importCost', 'secondaryImagesUrl', 'viewsCount', 'createdAt', 'isManualImportCost', 'weight', 'lastName']) {
      expect(page).not.toMatch(jsonKey(key));
    }
  }
});
