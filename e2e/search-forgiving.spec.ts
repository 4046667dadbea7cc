import { expect, test } from '@playwright/test';
import { keepProvince } from './support/shopper-fixtures';

test.beforeEach(async ({ page }) => keepProvince(page));

test('a search with a typo and without accents still finds the product', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Buscar productos' });
  await search.fill('olla arocera');
  await expect(page).toHaveURL(/searchPhrase=olla\+arocera/);
  await expect(page.locator('main').getByText('Olla arrocera 1.8 L').first()).toBeVisible();

  await search.fill('TELEVSOR ');
  await search.press('Enter');
  await expect(
    page
      .locator('main')
      .getByText(/Televisor Smart TV/)
      .first(),
  ).toBeVisible();
});

test('suggestions appear while typing, text only, and one can be chosen with the keyboard', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/productsImport/suggest')) asked.push(request.url());
  });
  await page.goto('/cart');
  const search = page.getByRole('combobox', { name: 'Buscar productos' });
  await search.pressSequentially('televsor', { delay: 30 });
  const list = page.getByRole('listbox', { name: 'Sugerencias de búsqueda' });
  await expect(list).toBeVisible();
  const options = list.getByRole('option');
  await expect(options.first()).toContainText('Televisor');
  expect(await options.count()).toBeLessThanOrEqual(5);
  expect(await list.locator('img').count()).toBe(0);
  expect(asked.length).toBeLessThanOrEqual(2); // debounced: not one request per key

  const first = (await options.first().textContent())!.trim();
  await search.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('searchPhrase')).toBe(first);
  await expect(list).toBeHidden();
});
