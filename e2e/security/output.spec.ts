import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ProfileDto } from '../../lib/account/dto';
import { paths } from '../../lib/http/paths';
import { openAs, keepProvince } from '../support/shopper-fixtures';
import { closeRawDb } from './support/db';
import { authHeaders, buildWorld, type Identity, type World } from './support/identities';

/*
 * Output encoding (decision 8): text written by sellers (company name and description, listing name and
 * description) and by buyers (addressee names) that contains HTML is shown as text on every page that
 * shows it, and runs nothing; every answer carries a Content-Security-Policy that the pages respect.
 */
const MARK = `negrita${Date.now() % 100_000}`;
const HTML = {
  company: `<img src=x onerror="window.__xss='empresa'">Importadora <b>${MARK}</b>`,
  companyDescription: `<script>window.__xss='descripcion-empresa'</script><i>${MARK}</i>`,
  productName: `<img src=x onerror="window.__xss='nombre'"> Lámpara <b>${MARK}</b>`,
  productDescription: `<script>window.__xss='descripcion'</script><a href="javascript:window.__xss='enlace'">${MARK}</a>`,
  addressee: `<svg onload="window.__xss='destinatario'"></svg>Ana <b>${MARK}</b>`,
};

let world: World;
let htmlProductId = '';

async function sessionOf(request: APIRequestContext, token: string): Promise<{ user: ProfileDto; token: string }> {
  const answer = await request.get(paths.account.getUserWithToken(), { headers: { authorization: token } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { user: ProfileDto; token: string };
}

test.beforeAll(async ({ request }) => {
  world = await buildWorld(request, {
    addresseeName: HTML.addressee,
    sellerS2Fields: { importCompanyName: HTML.company, importCompanyDescription: HTML.companyDescription, name: `<b>${MARK}</b>` },
  });
  const form = await request.get(`/api/sellingData/listings/${world.productId}`, { headers: authHeaders(world, 'sellerS') });
  const listing = (await form.json()) as Record<string, unknown>;
  // Within what sellerS2's record allows (no fast delivery, no manual import cost: decision 19.7).
  const terms = { fastDelivery: false, isManualImportCost: false };
  const created = await request.post(paths.products.root(), {
    headers: authHeaders(world, 'sellerS2'),
    data: { ...listing, ...terms, name: HTML.productName, description: HTML.productDescription },
  });
  expect(created.status(), await created.text()).toBe(200);
  htmlProductId = ((await created.json()) as { _id: string })._id;
});

test.afterAll(async () => {
  await closeRawDb();
});

/** Opens `path` (as `who`) and checks that nothing of the stored HTML became markup or ran. */
async function expectShownAsText(page: Page, request: APIRequestContext, who: Identity, path: string, literal: string | null): Promise<void> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const token = world.tokens[who];
  if (token) await openAs(page, await sessionOf(request, token), path);
  else await page.goto(path);
  if (literal) await expect(page.getByText(literal, { exact: false }).first(), `${path} shows ${literal}`).toBeVisible({ timeout: 15_000 });
  else await page.waitForLoadState('load');
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss), path).toBeUndefined();
  expect(dialogs, path).toEqual([]);
  const injected = await page.locator(`img[src="x"], svg[onload], a[href^="javascript:"], b:text("${MARK}"), i:text("${MARK}")`).count();
  expect(injected, `${path}: elements made from stored text`).toBe(0);
}

test('seller and addressee text containing HTML is shown as text on every page that shows it', async ({ page, request }) => {
  test.setTimeout(120_000);
  await keepProvince(page);
  const A = world.ids.buyerA;
  const pages: [Identity, string, string | null][] = [
    ['visitor', `/products/detail/${htmlProductId}`, `<b>${MARK}</b>`],
    ['visitor', `/products/detail/${htmlProductId}`, `<a href="javascript:window.__xss='enlace'">`],
    ['visitor', `/distributor/${world.ids.sellerS2}`, `Importadora <b>${MARK}</b>`],
    ['visitor', `/?searchPhrase=${MARK}`, `<b>${MARK}</b>`],
    ['buyerA', `/orders/${A}/${world.order.id}`, `Ana <b>${MARK}</b>`],
    ['buyerA', `/orders/${A}`, null],
    ['orderAdmin', `/orders/${A}/${world.order.id}`, `Ana <b>${MARK}</b>`],
    ['orderAdmin', '/orders', null],
    ['sellerS', '/delivers', null],
    ['superAdmin', '/adminProducts', null],
    ['superAdmin', `/adminDistributors`, null],
    ['sellerS2', '/myproducts', null],
  ];
  for (const [who, path, literal] of pages) await expectShownAsText(page, request, who, path, literal);
});

test('every answer carries a Content-Security-Policy, and the pages load without violating it', async ({ page, request }) => {
  for (const path of ['/', `/products/detail/${world.productId}`, '/api/health', paths.products.root({ page: 1, limit: 1 })]) {
    const answer = await request.get(path);
    const csp = answer.headers()['content-security-policy'] ?? '';
    for (const directive of ["default-src 'self'", "object-src 'none'", "frame-ancestors 'none'", "base-uri 'self'"]) expect(csp, path).toContain(directive);
    expect(csp, path).not.toContain('*');
    // Images only from the store itself: no scheme or host an injected <img> could send a token to.
    expect(/img-src ([^;]*)/.exec(csp)?.[1], path).toBe("'self' data: blob:");
    expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  }
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|connect|apply)/i.test(message.text())) violations.push(message.text());
  });
  await keepProvince(page);
  for (const path of ['/', `/products/detail/${world.productId}`, `/distributor/${world.ids.sellerS}`]) {
    await page.goto(path);
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
  }
  await openAs(page, await sessionOf(request, world.tokens.buyerA!), `/orders/${world.ids.buyerA}/${world.order.id}`);
  await page.waitForTimeout(1000);
  expect(violations).toEqual([]);
});
