import { expect, test, type Page } from '@playwright/test';
import { SCRIPTS_AT_THE_LATEST_MS } from '../lib/http/scripts-after-paint';
import { messages as m } from '../lib/messages';
import { FIRST_LOAD_MARKERS, firstLoadJs } from '../scripts/test-support/first-load';
import { firstProductPath } from './support/catalog';
import { alive } from './support/next-scripts';
import { loginAs, openAs } from './support/shopper-fixtures';

/*
 * What a first visit to the home or a product page must not download (decision 9): the realtime
 * client, the sign-in and registration dialog, the list of 168 municipalities, the view of a
 * listing hidden by the administration, SWR (until a component reads the API), Next's Link and
 * next/image's code, and a listing owner's controls all load later, only for the visitors who need them.
 * `npm run bench` prints the same check beside the sizes. Pictures below the fold wait too, until the
 * shopper nears them (components/ui/deferred-pictures.ts).
 */

test('the first load of the home, a product page and the cart leaves out what only some visitors use', async ({ request, baseURL }) => {
  for (const page of ['/', await firstProductPath(request), '/cart']) {
    const js = await firstLoadJs(baseURL as string, page);
    expect(js.gzipBytes, page).toBeGreaterThan(50_000);
    expect(js.found, page).toEqual([]);
  }
});

test('the same markers are found in what loads later, so the check above can fail', async ({ page, request }) => {
  const loaded: Promise<string>[] = [];
  page.on('response', (response) => {
    if (/\.js(?:\?|$)/.test(response.url())) loaded.push(response.text().catch(() => ''));
  });
  // A first visit without a stored province opens the province picker (the municipalities); once a
  // province is chosen, the zone's pauses and delivery quote are asked for (SWR)...
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: m.home.provincePicker })).toBeVisible();
  await page.getByRole('dialog', { name: m.home.provincePicker }).getByRole('button', { name: m.common.accept }).click();
  // ...signing in opens the user menu (its entries are Next's Links) and the access dialog, with its registration form...
  await page.getByRole('button', { name: m.nav.userMenu }).click();
  await page.getByRole('menuitem', { name: m.menu.logIn }).click();
  await expect(page.getByRole('dialog', { name: m.menu.logIn })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // ...a tap on a product's picture opens the lightbox (next/image), and a super admin sees the listing's controls.
  const product = await firstProductPath(request);
  await openAs(page, await loginAs(request, 'superAdmin'), product);
  await expect(page.getByRole('button', { name: m.product.delete }).first()).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${m.gallery.open}`) }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const all = (await Promise.all(loaded)).join('\n');
  for (const marker of [
    'lista de municipios',
    'diálogo de acceso',
    'SWR',
    'enlace de Next',
    'código de next/image',
    'controles del dueño del anuncio',
  ] as const) {
    expect(FIRST_LOAD_MARKERS[marker](all), marker).toBe(true);
  }
});

test('on a phone, the pictures below the fold wait until the shopper nears them', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const pictures = new Set<string>();
  page.on('request', (request) => {
    if (request.url().includes('/_next/image')) pictures.add(request.url());
  });
  await page.goto('/');
  const picker = page.getByRole('dialog', { name: m.home.provincePicker });
  await picker.getByRole('button', { name: m.common.accept }).click();
  await page.waitForLoadState('networkidle');
  const cards = page.getByRole('main').getByRole('article');
  const shown = await cards.count();
  expect(shown).toBeGreaterThan(6);
  // Chromium's own lazy loading would have asked for every card's picture by now (1,250 px and more ahead).
  expect(pictures.size).toBeLessThan(shown);
  const last = cards
    .nth(shown - 1)
    .locator('img')
    .first();
  expect(await last.getAttribute('src')).toMatch(/^data:image\/gif/);
  const before = pictures.size;
  // Scrolled to again on each try: the province just chosen may still bring the page back to its top,
  // and the list it asks for again may replace the card between finding it and scrolling to it.
  await expect
    .poll(async () => {
      try {
        await last.scrollIntoViewIfNeeded({ timeout: 2_000 });
        return await last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1, undefined, { timeout: 2_000 });
      } catch {
        return false;
      }
    })
    .toBe(true);
  expect(pictures.size).toBeGreaterThan(before);
});

/** When the first frame was drawn, and when each of the page's chunks began to download (ms since the page's start). */
const scriptStarts = (page: Page) =>
  page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/_next/static/') && /\.js(?:\?|$)/.test(entry.name))
      .map((entry) => entry.startTime),
  }));

test('the home and a product page are drawn before any of their scripts is fetched, and then come alive', async ({ page, request }) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  // The home's first visit opens the province picker, a client component: it answers once React has hydrated the page.
  await page.goto('/');
  const picker = page.getByRole('dialog', { name: m.home.provincePicker });
  await picker.getByRole('button', { name: m.common.accept }).click();
  await expect(picker).toBeHidden();
  const home = await scriptStarts(page);
  expect(home.scripts.length).toBeGreaterThan(3);
  for (const start of home.scripts) expect(start).toBeGreaterThanOrEqual(home.paint);
  // A product page: its gallery opens the lightbox, React's doing.
  await page.goto(await firstProductPath(request));
  await page.getByRole('button', { name: new RegExp(`^${m.gallery.open}`) }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const product = await scriptStarts(page);
  expect(product.scripts.length).toBeGreaterThan(3);
  for (const start of product.scripts) expect(start).toBeGreaterThanOrEqual(product.paint);
  expect(errors).toEqual([]);
});

test('a page whose main picture never arrives still gets its scripts, at the latest after the set wait', async ({ page, request }) => {
  // Every optimised picture hangs, the gallery's first (fetchpriority="high") among them.
  await page.route('**/_next/image**', () => {});
  await page.goto(await firstProductPath(request), { waitUntil: 'domcontentloaded' });
  await alive(page);
  const { paint, scripts } = await scriptStarts(page);
  expect(paint).toBeLessThan(SCRIPTS_AT_THE_LATEST_MS);
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(SCRIPTS_AT_THE_LATEST_MS);
  await page.getByRole('button', { name: new RegExp(`^${m.gallery.open}`) }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a tap before the page has come alive starts its scripts and is not lost', async ({ page, request }) => {
  // The picture hangs, so without the tap the scripts would wait SCRIPTS_AT_THE_LATEST_MS.
  await page.route('**/_next/image**', () => {});
  await page.goto(await firstProductPath(request), { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: new RegExp(`^${m.gallery.open}`) }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const { scripts } = await scriptStarts(page);
  expect(Math.min(...scripts)).toBeLessThan(SCRIPTS_AT_THE_LATEST_MS);
});
