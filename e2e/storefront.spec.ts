import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../lib/messages';
import { DEFAULT_PROVINCE } from '../lib/geo/provinces';
import { PROMOTED_PAGE_SIZE, REGULAR_PAGE_SIZE } from '../lib/catalog/interleave';
import { ALIMENTOS } from '../scripts/server/seed/data/alimentos';
import { CALZADO } from '../scripts/server/seed/data/calzado';
import { DEMO_CATEGORIES } from '../scripts/server/seed/categories';
import { keepProvince, loginAs } from './support/shopper-fixtures';
import { firstProductPath, PRODUCT_LINK } from './support/catalog';
import { DESKTOP, PHONE, saveScreenshot, SCREENSHOTS } from './support/screenshots';

/*
 * The storefront a shopper sees: search and filters from the URL, infinite scroll, product detail
 * with its structured data, the sitemap, and screenshots of home and a product at four widths.
 */

const WIDTHS = [375, 768, 1024, 1440] as const;
/** The seeded coffees (names as the seed writes them: data, not interface text). */
const COFFEES = ALIMENTOS.filter((p) => p.name.startsWith('Café')).map((p) => p.name);

/** A returning visitor: the province is stored, so the province picker does not cover the page. */
test.beforeEach(async ({ page }) => {
  await page.addInitScript((region) => window.localStorage.setItem('region', JSON.stringify(region)), DEFAULT_PROVINCE);
});

function cardNames(page: Page) {
  return page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 });
}

test('a search in the URL finds the seeded coffees and hides the home sections', async ({ page }) => {
  await page.goto('/?searchPhrase=cafe');
  for (const name of COFFEES) await expect(cardNames(page).filter({ hasText: name })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: messages.home.results, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: messages.home.allProducts, exact: true })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: messages.layout.searchLabel })).toHaveValue('cafe');
});

test('typing in the search box on the home updates the URL, and back re-applies the previous search', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: messages.layout.searchLabel }).fill('cafe');
  await expect(page).toHaveURL(/searchPhrase=cafe/);
  await expect(cardNames(page).filter({ hasText: COFFEES[0] })).toHaveCount(1);
  // The logo resets the filters; back brings the search and its results again.
  await page.getByRole('link', { name: messages.layout.home }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('combobox', { name: messages.layout.searchLabel })).toHaveValue('');
  await page.goBack();
  await expect(page).toHaveURL(/searchPhrase=cafe/);
  await expect(page.getByRole('combobox', { name: messages.layout.searchLabel })).toHaveValue('cafe');
  await expect(cardNames(page).filter({ hasText: COFFEES[0] })).toHaveCount(1);
});

test('choosing a category in the filter menu lists only that category', async ({ page }) => {
  await page.goto('/?searchPhrase=zapatos');
  await page.getByRole('button', { name: messages.layout.filters }).click();
  await page.getByRole('navigation', { name: messages.layout.categories }).getByRole('link', { name: 'Calzado' }).click();
  await expect(page).toHaveURL(/categoryId=[a-f0-9]{24}/);
  await expect(page).not.toHaveURL(/searchPhrase/);
  await expect(cardNames(page).first()).toBeVisible();
  const shoes = new Set(CALZADO.map((p) => p.name));
  for (const name of await cardNames(page).allTextContents()) expect(shoes.has(name.trim())).toBe(true);
});

test('scrolling to the end of the list loads the next page', async ({ page }) => {
  const nextPage = page.waitForResponse((response) => /\/api\/productsImport\?page=2&limit=10&promoted=false/.test(response.url()));
  await page.goto('/');
  const cards = cardNames(page);
  await expect(cards.first()).toBeVisible();
  await cards.last().scrollIntoViewIfNeeded();
  expect((await nextPage).status()).toBe(200);
  // Page 1 holds at most 10 regular + 5 promoted products; page 2 adds more.
  await expect.poll(() => cards.count()).toBeGreaterThan(REGULAR_PAGE_SIZE + PROMOTED_PAGE_SIZE);
});

test('a product opens its detail in the app, without reloading the page, with the category header and the same-category list', async ({ page }) => {
  await page.goto('/');
  const first = page.getByRole('main').getByRole('article').first();
  const name = (await first.getByRole('heading', { level: 3 }).innerText()).trim();
  // The card's links are plain anchors that one page-wide listener opens in the app once React has hydrated them.
  await page.waitForFunction(() => Object.keys(document.querySelector('main article a') ?? {}).some((key) => key.startsWith('__reactFiber$')));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  await first.getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(page).toHaveURL(PRODUCT_LINK);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(escapeRegExp(name), 'i'));
  await expect(page.getByRole('navigation', { name: messages.layout.breadcrumb }).locator('a[href*="categoryId="]')).toBeVisible();
  await expect(page.getByRole('heading', { name: messages.home.sameCategory })).toBeVisible();
});

test('the same-category list under a product, fetched as the shopper nears it, answers a tap: a visitor tapping a heart is asked to sign in', async ({
  page,
}) => {
  await keepProvince(page);
  await page.goto(await firstProductPath(page.request));
  const related = page.getByRole('region', { name: messages.home.sameCategory });
  // Below the fold: the browser fetches the list as the shopper nears it.
  await related.scrollIntoViewIfNeeded();
  const heart = related.getByRole('button', { name: messages.favorites.add }).first();
  await expect(heart).toBeVisible();
  await expect.poll(() => heart.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
  await heart.click();
  await expect(page.getByRole('dialog', { name: messages.menu.logIn })).toBeVisible();
});

test('a tap on the product picture opens it full screen; Escape closes it and returns to the page', async ({ page }) => {
  await page.goto(await firstProductPath(page.request));
  const zoom = page.getByRole('button', { name: new RegExp(`^${escapeRegExp(messages.gallery.open)}`) }).first();
  await zoom.click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByRole('img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(zoom).toBeFocused();
});

test('the server-rendered product page carries its JSON-LD, title and canonical URL', async ({ page }) => {
  const productPath = await firstProductPath(page.request);
  const html = await (await page.request.get(productPath)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]) as unknown);
  const items = blocks.flat() as { '@type': string; offers?: { priceCurrency: string; availability: string } }[];
  const product = items.find((item) => item['@type'] === 'Product');
  expect(product?.offers?.priceCurrency).toBe('USD');
  expect(product?.offers?.availability).toMatch(/schema\.org\/(InStock|OutOfStock)$/);
  expect(items.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${productPath}"`));
  // Shared on WhatsApp: a product, with a JPEG preview (messaging apps skip WebP), never the site's 'website'.
  expect(html).toMatch(/<meta property="og:type" content="product"\/?>/);
  expect(html.match(/<meta [^>]*og:type/g)).toHaveLength(1);
  const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
  expect(image).toMatch(/\.jpg$/);
  const preview = await page.request.get(new URL(image!).pathname);
  expect(preview.status()).toBe(200);
  expect(preview.headers()['content-type']).toBe('image/jpeg');
  expect(html).toContain('<meta property="og:image:type" content="image/jpeg"');
});

test('the sitemap lists the products and distributors, robots.txt points to it', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(new Set(xml.match(PRODUCT_LINK)).size).toBeGreaterThanOrEqual(100);
  expect(xml).toMatch(/\/distributor\/[a-f0-9]{24}/);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('/sitemap.xml');
});

test('screenshots of the home and a product page at 375, 768, 1024 and 1440 px', async ({ page }) => {
  test.setTimeout(90_000);
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const productPath = await firstProductPath(page.request);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(cardNames(page).first()).toBeVisible();
    // Once the page has settled nothing scrolls sideways (the carousels keep their slides inside).
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: path.join(SCREENSHOTS, `home-${width}.png`) });
    await page.goto(productPath);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOTS, `product-${width}.png`), fullPage: true });
  }
});

test('a store name with no space to break at wraps inside COLABORACIONES instead of widening the phone screen', async ({ page, request }) => {
  const admin = await loginAs(request, 'superAdmin');
  const seller = await loginAs(request, 'seller');
  const headers = { authorization: admin.token };
  const listed = await request.get(`/api/admin/distributors?search=${encodeURIComponent(seller.user.email)}`, { headers });
  const { distributors } = (await listed.json()) as { distributors: Record<string, unknown>[] };
  // The answer carries the whole form; the fields the form does not take (_id, e-mail, names) are ignored.
  const terms = distributors[0];
  const rename = (importCompanyName: unknown) => request.patch(`/api/admin/distributors/${terms._id}`, { headers, data: { ...terms, importCompanyName } });
  // 80 characters, the longest company name the form accepts, as one word.
  const longName = `Importadora${'Caribeña'.repeat(8)}SA`.slice(0, 80);
  expect((await rename(longName)).ok()).toBe(true);
  try {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('list', { name: messages.home.stores }).getByRole('link', { name: longName })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  } finally {
    expect((await rename(terms.importCompanyName ?? '')).ok()).toBe(true);
  }
});

test('on a phone the search box spans the screen with its whole placeholder, and so do its suggestions; the desktop keeps it beside the logo', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const box = page.getByRole('combobox', { name: messages.layout.searchLabel });
  expect((await box.boundingBox())!.width).toBeGreaterThan(PHONE.width * 0.7);
  // The placeholder's text is narrower than the room inside the box: nothing of it is cut.
  const placeholderFits = await box.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return context.measureText(input.placeholder).width <= input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  });
  expect(placeholderFits).toBe(true);
  await box.fill('caf');
  const suggestions = page.getByRole('listbox', { name: messages.searchSuggest.list });
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  expect((await suggestions.boundingBox())!.width).toBeGreaterThanOrEqual(PHONE.width - 1);
  await saveScreenshot(page, 'search');

  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  const middle = (b: { y: number; height: number } | null) => b!.y + b!.height / 2;
  const logo = await page.getByRole('link', { name: messages.layout.home }).boundingBox();
  expect(Math.abs(middle(await box.boundingBox()) - middle(logo))).toBeLessThan(4);
  await box.fill('caf');
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await saveScreenshot(page, 'search');
});

test('a category filter shows as a removable chip and hides the sections that would list other products', async ({ page }) => {
  const food = DEMO_CATEGORIES.find((c) => c.slug === 'alimentos')!.name;
  const foodNames = new Set(ALIMENTOS.map((p) => p.name));
  await page.goto('/?fastDelivery=true');
  await page.getByRole('button', { name: messages.layout.filters }).click();
  await page.getByRole('navigation', { name: messages.layout.categories }).getByRole('link', { name: food }).click();
  await expect(page).toHaveURL(/categoryId=[a-f0-9]{24}/);
  const chips = page.getByRole('navigation', { name: messages.home.chips });
  await expect(chips.getByRole('link', { name: messages.home.chipRemove(food) })).toBeVisible();
  await expect(chips.getByRole('link', { name: messages.home.chipRemove(messages.layout.onlyFast) })).toBeVisible();
  // The banner, the best sellers and COLABORACIONES ignore the category: they are gone.
  await expect(page.getByRole('link', { name: messages.home.bannerCta })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: messages.home.bestSellers })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: messages.home.collaborations })).toHaveCount(0);
  // The immediate-delivery strip stays only with the category's own products.
  const strip = page.getByRole('region', { name: messages.home.regional(DEFAULT_PROVINCE) });
  for (const text of await strip.getByRole('link').allInnerTexts())
    expect([...foodNames].some((name) => text.trim().toLowerCase().startsWith(name.toLowerCase()))).toBe(true);
  for (const name of await cardNames(page).allTextContents()) expect(foodNames.has(name.trim())).toBe(true);
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await saveScreenshot(page, 'home-filtered');
  }

  // Each chip removes its own filter only.
  await chips.getByRole('link', { name: messages.home.chipRemove(food) }).click();
  await expect(page).not.toHaveURL(/categoryId/);
  await expect(page).toHaveURL(/fastDelivery=true/);
  await expect(chips.getByRole('link', { name: messages.home.chipRemove(messages.layout.onlyFast) })).toBeVisible();
  await chips.getByRole('link', { name: messages.home.chipRemove(messages.layout.onlyFast) }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(chips).toHaveCount(0);
  await expect(page.getByRole('heading', { name: messages.home.bestSellers })).toBeVisible();
});

/** In the product list, per column: how far apart card heights are, and the largest space between a card and the one above it. */
function columnSpacing(): { heightSpread: number; stacked: number; widestGap: number; gridGap: number } {
  const list = document.querySelector('section[aria-labelledby="product-list"] ul')!;
  const cards = [...list.querySelectorAll(':scope > li > article')].map((card) => card.getBoundingClientRect());
  const columns = new Map<number, DOMRect[]>();
  for (const card of cards) columns.set(Math.round(card.left), [...(columns.get(Math.round(card.left)) ?? []), card]);
  let widestGap = 0;
  let stacked = 0;
  for (const column of columns.values()) {
    column.sort((a, b) => a.top - b.top);
    for (let i = 1; i < column.length; i += 1) widestGap = Math.max(widestGap, column[i].top - column[i - 1].bottom);
    stacked += column.length - 1;
  }
  const heights = cards.map((card) => card.height);
  return { heightSpread: Math.max(...heights) - Math.min(...heights), stacked, widestGap, gridGap: parseFloat(getComputedStyle(list).columnGap) };
}

test('the product grid is masonry: in every column a card starts one gap below the card above it', async ({ page }) => {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.goto('/');
    await expect(cardNames(page).first()).toBeVisible();
    // Stacked cards of different heights, or a row-aligned grid would pass too.
    const { heightSpread, stacked } = await page.evaluate(columnSpacing);
    expect(heightSpread).toBeGreaterThan(10);
    expect(stacked).toBeGreaterThan(2);
    // The rows round up to 4 px steps.
    await expect
      .poll(async () => {
        const { widestGap, gridGap } = await page.evaluate(columnSpacing);
        return widestGap - gridGap;
      })
      .toBeLessThan(4);
    // The list's title just under the top bar: two rows of cards on screen.
    await page.getByRole('heading', { name: messages.home.allProducts }).evaluate((title) => {
      window.scrollBy(0, title.getBoundingClientRect().top - document.querySelector('header')!.getBoundingClientRect().height - 8);
    });
    await saveScreenshot(page, 'product-grid');
  }
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
