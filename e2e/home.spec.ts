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
