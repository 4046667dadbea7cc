import { expect, test } from '@playwright/test';
import { keepProvince, pickProducts } from './support/shopper-fixtures';
import { nextScriptCount } from './support/next-scripts';

test.beforeEach(async ({ page }) => keepProvince(page));

test('data-saver mode: the switch gives a light home whose images load only when tapped, and it weighs under 60 KB', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('switch', { name: 'Modo ahorro de datos' }).click();
  await expect(page.getByRole('button', { name: 'DESACTIVAR AHORRO DE DATOS' })).toBeVisible();
  // Its one script is deferred: a tap before it has run opens the image itself, as it would without JavaScript.
  await page.waitForLoadState('domcontentloaded');

  // Plain HTML: no framework script, no image fetched until tapped.
  expect(await nextScriptCount(page)).toBe(0);
  expect(await page.locator('main img').count()).toBe(0);
  const weight = await page.locator('footer').textContent();
  const kb = Number(/Esta página pesa (\d+\.\d) KB/.exec(weight ?? '')?.[1]);
  expect(kb).toBeGreaterThan(1);
  expect(kb).toBeLessThan(60);

  const imageRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') imageRequests.push(request.url());
  });
  const tap = page.getByRole('link', { name: /VER IMAGEN/ }).first();
  await tap.click();
  const image = page.locator('main img').first();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(imageRequests).toHaveLength(1);
  await expect(page).toHaveURL(/\/$/); // the tap stayed on the page

  // The choice is remembered: a product page is light too, until switched off.
  await page.locator('main li a b').first().click();
  await expect(page).toHaveURL(/\/products\/detail\//);
  expect(await nextScriptCount(page)).toBe(0);
  await page.getByRole('button', { name: 'DESACTIVAR AHORRO DE DATOS' }).click();
  await expect(page.getByRole('switch', { name: 'Modo ahorro de datos' })).toHaveAttribute('aria-checked', 'false');
  expect(await nextScriptCount(page)).toBeGreaterThan(0);
});

test('the web app is installable and keeps a visited product page readable offline', async ({ page, context, request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ short_name: 'Importa', display: 'standalone', start_url: '/' });
  for (const icon of manifest.icons as { src: string }[]) expect((await request.get(icon.src)).ok()).toBe(true);

  const { limited } = await pickProducts();
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.goto(`/products/detail/${limited._id}`);
  await expect(page.getByRole('heading', { level: 1, name: limited.name })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: limited.name })).toBeVisible();

  // A page never visited: the no-connection screen.
  await page.goto('/distributor/ffffffffffffffffffffffff').catch(() => undefined);
  await expect(page.getByText('Parece que tienes problemas de conexión :(')).toBeVisible();
  await context.setOffline(false);
});
