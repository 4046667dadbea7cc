import { expect, test } from '@playwright/test';
import { messages as m } from '../lib/messages';
import { FIRST_LOAD_MARKERS, firstLoadJs } from '../scripts/test-support/first-load';
import { firstProductPath } from './support/catalog';

/*
 * What a first visit to the home or a product page must not download (decision 9): the realtime
 * client, the sign-in and registration dialog, the list of 168 municipalities and the view of a
 * listing hidden by the administration all load later, only for the visitors who need them.
 * `npm run bench` prints the same check beside the sizes.
 */

test('the first load of the home and of a product page leaves out what only some visitors use', async ({ request, baseURL }) => {
  for (const page of ['/', await firstProductPath(request)]) {
    const js = await firstLoadJs(baseURL as string, page);
    expect(js.gzipBytes, page).toBeGreaterThan(50_000);
    expect(js.found, page).toEqual([]);
  }
});

test('the same markers are found in what loads later, so the check above can fail', async ({ page }) => {
  const loaded: Promise<string>[] = [];
  page.on('response', (response) => {
    if (/\.js(?:\?|$)/.test(response.url())) loaded.push(response.text().catch(() => ''));
  });
  // A first visit without a stored province opens the province picker (the municipalities)...
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: m.home.provincePicker })).toBeVisible();
  await page.getByRole('dialog', { name: m.home.provincePicker }).getByRole('button', { name: m.common.accept }).click();
  // ...and signing in opens the access dialog, with its registration form.
  await page.getByRole('button', { name: m.nav.userMenu }).click();
  await page.getByRole('menuitem', { name: m.menu.logIn }).click();
  await expect(page.getByRole('dialog', { name: m.menu.logIn })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const all = (await Promise.all(loaded)).join('\n');
  expect(FIRST_LOAD_MARKERS['lista de municipios'](all)).toBe(true);
  expect(FIRST_LOAD_MARKERS['diálogo de acceso'](all)).toBe(true);
});
