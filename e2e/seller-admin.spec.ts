import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { connectDb, disconnectDb } from '../lib/db';
import { DEFAULT_PROVINCE } from '../lib/geo/provinces';
import { messages as m } from '../lib/messages';
import { CurrencyRate } from '../models/CurrencyRate';
import { Product } from '../models/Product';
import { DEMO_CATEGORIES } from '../scripts/server/seed/categories';
import { DEMO_COMPANIES } from '../scripts/server/seed/companies';
import { placeCashOrder } from './support/orders';
import { DESKTOP, PHONE, saveScreenshot, screenshotBothSizes } from './support/screenshots';
import { loginAs, openAs, type DemoSession } from './support/shopper-fixtures';

/*
 * Sellers and super admins: the seeded seller publishes a listing with an uploaded image that the
 * home page then shows; the super admin changes the EUR rate, which the history records and which
 * is the value card checkout reads (lib/payments/checkout.ts reads CurrencyRate). The e2e store has
 * no Stripe key, so the checkout itself is covered by lib/admin/currency-checkout.int.test.ts.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript((region) => window.localStorage.setItem('region', JSON.stringify(region)), DEFAULT_PROVINCE);
});

test('a visitor and a buyer get the access-denied view on the seller and admin screens', async ({ page, request }) => {
  await page.goto('/selldashboard');
  await expect(page.getByRole('heading', { name: m.screens.accessDenied })).toBeVisible();
  await expect(page.getByText(m.screens.accessDeniedHint)).toBeVisible();
  await openAs(page, await loginAs(request, 'buyer'), '/currencyExchange');
  await expect(page.getByRole('heading', { name: m.screens.accessDenied })).toBeVisible();
});

test('a seller publishes a listing with an image and it appears on the home page', async ({ page, request }) => {
  const seller = await loginAs(request, 'seller');
  const name = `Lámpara solar de prueba ${Date.now()}`;
  await openAs(page, seller, '/selldashboard');
  await expect(page.getByRole('heading', { name: m.dashboard.accounting })).toBeVisible();
  await page.getByRole('link', { name: m.dashboard.sell }).click();
  await expect(page).toHaveURL(/\/myproducts\/create$/);

  const f = m.listingForm;
  await page.getByRole('button', { name: f.publish }).click();
  await expect(page.getByText(m.listing.nameRequired)).toBeVisible(); // the shared schema, checked in the browser

  await page.getByLabel(f.name, { exact: true }).fill(name);
  await page.getByLabel(m.product.description).fill('Lámpara recargable con panel solar, 3 modos de luz.');
  await page.getByLabel(f.category).selectOption({ label: DEMO_CATEGORIES.find((c) => c.slug === 'hogar')!.name });
  await page.getByLabel(f.price).fill('19.99');
  await page.getByLabel(f.availableCount, { exact: true }).fill('7');
  await page.getByLabel(f.weight).fill('1');
  await expect(page.getByText(f.importPreview('12.00 USD'))).toBeVisible(); // 1 kg by air at the configured 12 USD/kg
  await expect(page.getByText(f.totalPreview('31.99 USD'))).toBeVisible();

  // A text file named .png is refused before it is sent; a real PNG is uploaded and shown.
  await page.getByLabel(f.mainImage, { exact: true }).setInputFiles({ name: 'foto.png', mimeType: 'text/plain', buffer: Buffer.from('no soy una imagen') });
  await expect(page.getByText(m.uploads.type)).toBeVisible();
  const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#f2c94c' } })
    .png()
    .toBuffer();
  await page.getByLabel(f.mainImage, { exact: true }).setInputFiles({ name: 'lampara.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: f.mainImage })).toHaveAttribute('src', /\/media\/\d{4}-\d{2}\/[0-9a-f]+\.webp/);

  // The demo seller's record (decision 19.7): the form starts at its percent, 10, and the server holds it to 5–30.
  const percent = page.getByLabel(f.percent, { exact: true });
  await expect(percent).toHaveValue(String(DEMO_COMPANIES.find((c) => c.email === 'vendedor@importa.cu')!.percent));
  await percent.fill('4');
  await page.getByRole('button', { name: f.publish }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: m.listing.percentOutsideSellerRange(5, 30) })
      .first(),
  ).toBeVisible();
  await percent.fill('10');
  await page.getByRole('button', { name: f.publish }).click();
  await expect(page.getByText(f.created)).toBeVisible();
  await expect(page).toHaveURL(/\/myproducts$/);
  await expect(page.getByRole('heading', { name, level: 3 })).toBeVisible();

  await page.goto('/');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, level: 3 }) })
    .first();
  await expect(card).toBeVisible();
  const image = card.locator('img').first();
  // Below the fold the picture waits for the shopper (a one-pixel placeholder); scrolled to, the real one loads.
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1)).toBe(true);
});

test('a super admin changes the EUR rate: the history keeps it and card checkout reads it', async ({ page, request }) => {
  const admin = await loginAs(request, 'superAdmin');
  const value = Number((0.8 + Math.random() / 10).toFixed(4));
  await connectDb();
  const before = (await CurrencyRate.findOne({ currency: 'eur' }).lean())?.value ?? null;

  await openAs(page, admin, '/currencyExchange');
  const c = m.admin.currency;
  const field = page.getByRole('spinbutton', { name: c.rate('eur') });
  await expect(field).toBeVisible();
  await field.fill('0');
  await page
    .getByRole('region', { name: c.rate('eur') })
    .getByRole('button', { name: m.admin.save })
    .click();
  await expect(page.getByText(c.valueInvalid)).toBeVisible();
  await field.fill(String(value));
  await page
    .getByRole('region', { name: c.rate('eur') })
    .getByRole('button', { name: m.admin.save })
    .click();
  await expect(page.getByText(c.saved)).toBeVisible();

  // The value lib/payments/checkout.ts converts card totals with.
  await expect.poll(async () => (await CurrencyRate.findOne({ currency: 'eur' }, 'value').lean())?.value).toBe(value);
  await disconnectDb();

  await page.getByRole('link', { name: m.menu.exchangeHistory }).click();
  await expect(page).toHaveURL(/\/exchangeHistory$/);
  const row = page
    .getByRole('row')
    .filter({ hasText: String(value) })
    .first();
  await expect(row).toContainText('EUR');
  if (before !== null) await expect(row).toContainText(String(before));
  await expect(row).toContainText(admin.user.name);
});

/** A plain fast-delivery listing of the seeded seller (no sizes, no calendar), read from the database. */
async function sellersPlainProduct(sellerId: string): Promise<{ _id: string; name: string }> {
  await connectDb();
  try {
    const product = await Product.findOne({
      user: sellerId,
      deleted: false,
      hidden: { $ne: true },
      available: true,
      fastDelivery: true,
      availableCount: { $gt: 2 },
      'deliveryCalendar.allowed': { $ne: true },
      'availableCountByTags.0': { $exists: false },
    })
      .sort({ availableCount: -1 })
      .lean();
    if (!product) throw new Error('the seed has no plain fast-delivery product of the demo seller');
    return { _id: String(product._id), name: product.name };
  } finally {
    await disconnectDb();
  }
}

test("a seller's deliveries screen shows a new order line live, without a reload", async ({ page, request }) => {
  const seller = await loginAs(request, 'seller');
  const buyer = await loginAs(request, 'buyer');
  const product = await sellersPlainProduct(seller.user._id);
  await openAs(page, seller, `/delivers/${seller.user._id}`);
  await expect(page.getByRole('group', { name: m.delivers.filter })).toBeVisible();
  await page.waitForTimeout(1000); // the socket joins the seller's room

  const { orderNumber } = await placeCashOrder(request, buyer, product._id);

  await expect(page.getByText(m.delivers.order(orderNumber), { exact: false })).toBeVisible({ timeout: 10_000 });
});

test('the seller dashboard and the deliveries screen say how many orders they count, and it is the same number', async ({ page, request }) => {
  const seller = await loginAs(request, 'seller');
  await openAs(page, seller, '/selldashboard');
  const counted = page.getByTestId('counted-orders');
  await expect(counted).toHaveText(/^\d+ pedidos?, sin contar los cancelados$/);
  const dashboardText = await counted.textContent();
  await screenshotBothSizes(page, 'selldashboard');

  // While the deliveries are on their way the tabs show no count: a "(0)" then read as no sales.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/delivers?**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/delivers/${seller.user._id}`);
  const all = page.getByRole('group', { name: m.delivers.filter }).getByRole('button').first();
  await expect(all).toHaveText(m.common.all);
  release();
  await expect(all).toHaveText(new RegExp(`^${m.common.all} \\(\\d+\\)$`));
  await expect(counted).toHaveText(dashboardText!);
  await page.unroute('**/api/delivers?**');
  await screenshotBothSizes(page, 'delivers');
});

test('a super admin hides a listing: shoppers get not-found, its seller sees it marked', async ({ page, browser, request }) => {
  const admin = await loginAs(request, 'superAdmin');
  const seller: DemoSession = await loginAs(request, 'seller');
  const product = await sellersPlainProduct(seller.user._id);
  const p = m.admin.products;
  try {
    await openAs(page, admin, '/adminProducts');
    await page.getByRole('searchbox', { name: p.search }).fill(product.name);
    await page.getByRole('searchbox', { name: p.search }).press('Enter');
    await page
      .getByRole('button', { name: `${p.hide}: ${product.name}` })
      .first()
      .click();
    await expect(page.getByText(p.hiddenSaved)).toBeVisible();

    const visitor = await browser.newPage();
    const answer = await visitor.goto(`/products/detail/${product._id}`);
    expect(answer?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { name: m.pages.notFound })).toBeVisible();
    await visitor.close();

    await openAs(page, seller, `/products/detail/${product._id}`);
    await expect(page.getByRole('status').filter({ hasText: p.hidden })).toBeVisible();
    await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
    // The seller's own list of hidden listings has it (read first, so a failure says whether the server or the page missed it)…
    const hiddenList = await request.get('/api/sellingData/hidden', { headers: { authorization: seller.token } });
    expect(hiddenList.status()).toBe(200);
    expect(((await hiddenList.json()) as { _id: string }[]).map((listing) => listing._id)).toContain(product._id);
    // …and /myproducts shows it marked, without waiting for the seller's other listings.
    await page.goto('/myproducts');
    await expect(page.getByRole('region', { name: m.seller.hiddenListings }).getByRole('link', { name: product.name })).toBeVisible({ timeout: 15_000 });
  } finally {
    const shown = await request.put(`/api/admin/products/${product._id}/hidden`, { headers: { authorization: admin.token }, data: { hidden: false } });
    expect(shown.ok()).toBe(true);
  }
});

test('/myproducts names the page once, in its banner', async ({ page, request }) => {
  await openAs(page, await loginAs(request, 'seller'), '/myproducts');
  await expect(page.getByRole('link', { name: m.dashboard.sell })).toBeVisible();
  await expect(page.getByRole('heading', { name: m.menu.myAds, level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText(m.menu.myAds, { exact: true })).toHaveCount(1);
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await saveScreenshot(page, 'myproducts');
  }
});
