import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { connectDb, disconnectDb } from '../lib/db';
import { messages as m } from '../lib/messages';
import { Product } from '../models/Product';
import { User } from '../models/User';
import { DEMO_ACCOUNTS, type DemoRole } from '../scripts/server/seed/users';
import { pickFastProduct, placeCashOrder } from './support/orders';
import { keepProvince, loginAs, openAs } from './support/shopper-fixtures';

/*
 * Decision 10: every route of docs/contract/buying.md §2's table, for each role (visitor, buyer, seller, order admin,
 * super admin), answers what that role should get: the page's content, the access-denied view, the
 * login prompt (access denied with INICIAR SESION), or, for anything outside the table, the
 * not-found page (HTTP 404). One browser context per role, reused for all of its routes.
 */

type Role = 'visitor' | DemoRole;
const ROLES: Role[] = ['visitor', 'buyer', 'seller', 'orderAdmin', 'superAdmin'];

type Ids = { buyer: string; seller: string; sellerName: string; product: { _id: string; name: string }; order: { _id: string; number: number } };
type Expectation =
  | { kind: 'content'; marker: (main: Locator, page: Page) => Locator; absent?: (main: Locator) => Locator }
  | { kind: 'denied'; login: boolean | null }
  | { kind: 'notFound' };
type Row = { route: string; path: (ids: Ids) => string; expect: Record<Role, Expectation> };

const content = (marker: (main: Locator, page: Page) => Locator, absent?: (main: Locator) => Locator): Expectation => ({ kind: 'content', marker, absent });
const heading = (name: string | RegExp) => content((main) => main.getByRole('heading', { name, exact: typeof name === 'string' }));
const login: Expectation = { kind: 'denied', login: true };
const denied: Expectation = { kind: 'denied', login: false };
const notFound: Expectation = { kind: 'notFound' };
const forAll = (e: Expectation) => Object.fromEntries(ROLES.map((r) => [r, e])) as Record<Role, Expectation>;
/** Signed-in users get `e`; a visitor the login prompt (or `visitor`). */
const signedIn = (e: Expectation, visitor: Expectation = login) => ({ ...forAll(e), visitor });
/** Only `roles` get `e`; other signed-in users the access-denied view, a visitor the login prompt. */
const only = (roles: Role[], e: Expectation) =>
  Object.fromEntries(ROLES.map((r) => [r, roles.includes(r) ? e : r === 'visitor' ? login : denied])) as Record<Role, Expectation>;

const BUYER_EMAIL = DEMO_ACCOUNTS.find((a) => a.key === 'buyer')!.email;
const buyerPublicName = 'Laura P.';
const noPrivateFields = (main: Locator) => main.getByText(BUYER_EMAIL);

let ids: Ids;

const ROUTES: Row[] = [
  { route: '/', path: () => '/', expect: forAll(heading(m.home.title)) },
  {
    route: '/selldashboard',
    path: () => '/selldashboard',
    expect: only(
      ['seller'],
      content((main) => main.getByRole('link', { name: m.menu.myAds })),
    ),
  },
  {
    route: '/distributor/{id}',
    path: (i) => `/distributor/${i.seller}`,
    expect: forAll(content((main) => main.getByRole('heading', { name: ids.sellerName, exact: true }))),
  },
  {
    route: '/products/detail/{id}',
    path: (i) => `/products/detail/${i.product._id}`,
    expect: forAll(content((main) => main.getByRole('heading', { level: 1, name: ids.product.name }))),
  },
  {
    route: '/users/{id}',
    path: (i) => `/users/${i.buyer}`,
    expect: {
      visitor: content((main) => main.getByRole('heading', { name: buyerPublicName }), noPrivateFields),
      buyer: content((main) => main.getByRole('heading', { name: buyerPublicName }), noPrivateFields),
      seller: content((main) => main.getByRole('heading', { name: buyerPublicName }), noPrivateFields),
      orderAdmin: content((main) => main.getByRole('link', { name: m.userPage.seeOrders }), noPrivateFields),
      superAdmin: content((main) => main.getByRole('table', { name: m.walletLedger.title }).getByText(m.walletLedger.kinds.opening)),
    },
  },
  {
    route: '/cart',
    path: () => '/cart',
    expect: signedIn(content((main) => main.getByText(m.cart.empty).or(main.getByRole('button', { name: m.checkout.placeOrder })))),
  },
  { route: '/account/', path: () => '/account/', expect: signedIn(heading(m.account.profile)) },
  { route: '/favorites/', path: () => '/favorites/', expect: signedIn(heading(m.screens.noFavorites)) },
  {
    route: '/myproducts/create',
    path: () => '/myproducts/create',
    expect: only(
      ['seller'],
      content((main) => main.getByLabel(m.listingForm.name)),
    ),
  },
  {
    route: '/myproducts/edit/{id}',
    path: (i) => `/myproducts/edit/${i.product._id}`,
    expect: only(
      ['seller'],
      content((main) => main.getByLabel(m.listingForm.name)),
    ),
  },
  {
    route: '/myproducts/',
    path: () => '/myproducts/',
    expect: only(
      ['seller'],
      content((main) => main.getByRole('link', { name: m.dashboard.sell })),
    ),
  },
  {
    route: '/orders/',
    path: () => '/orders/',
    expect: {
      visitor: login,
      buyer: heading(m.menu.myOrders),
      seller: heading(m.menu.myOrders),
      orderAdmin: heading(m.orders.allOrders),
      superAdmin: heading(m.orders.allOrders),
    },
  },
  {
    route: '/orders/{userId}',
    path: (i) => `/orders/${i.buyer}`,
    expect: {
      visitor: login,
      buyer: heading(m.menu.myOrders),
      seller: heading(m.orders.forbidden),
      orderAdmin: heading(m.orders.ofUser('LAURA PÉREZ GARCÍA')),
      superAdmin: heading(m.orders.ofUser('LAURA PÉREZ GARCÍA')),
    },
  },
  {
    route: '/orders/{userId}/{orderId}',
    path: (i) => `/orders/${i.buyer}/${i.order._id}`,
    expect: {
      visitor: login,
      buyer: content((main) => main.getByRole('article')),
      seller: heading(m.orders.forbidden),
      orderAdmin: content((main) => main.getByRole('article')),
      superAdmin: content((main) => main.getByRole('article')),
    },
  },
  {
    route: '/adminUsers/',
    path: () => '/adminUsers/',
    expect: only(
      ['superAdmin'],
      content((main) => main.getByLabel(m.admin.users.search)),
    ),
  },
  {
    route: '/adminProducts/',
    path: () => '/adminProducts/',
    expect: only(
      ['superAdmin'],
      content((main) => main.getByLabel(m.admin.products.search)),
    ),
  },
  { route: '/adminCategories/', path: () => '/adminCategories/', expect: only(['superAdmin'], heading(m.admin.categories.create)) },
  {
    route: '/adminDistributors/',
    path: () => '/adminDistributors/',
    expect: only(
      ['superAdmin'],
      content((main) => main.getByLabel(m.admin.users.search)),
    ),
  },
  {
    route: '/delivers',
    path: () => '/delivers',
    expect: only(
      ['seller'],
      content((main) => main.getByRole('group', { name: m.delivers.filter })),
    ),
  },
  {
    route: '/delivers/{id}',
    path: (i) => `/delivers/${i.seller}`,
    expect: only(
      ['seller'],
      content((main) => main.getByRole('group', { name: m.delivers.filter })),
    ),
  },
  {
    route: '/delivers/{id}/{trackingOrderId}',
    path: (i) => `/delivers/${i.seller}/${i.order._id}`,
    expect: only(
      ['seller'],
      content((main) => main.getByRole('group', { name: m.delivers.filter })),
    ),
  },
  {
    route: '/finances/',
    path: () => '/finances/',
    expect: only(
      ['superAdmin'],
      content((main) => main.getByLabel(m.admin.finances.from)),
    ),
  },
  {
    route: '/currencyExchange/',
    path: () => '/currencyExchange/',
    expect: only(
      ['superAdmin'],
      content((main) => main.getByLabel(/^1 USD en /).first()),
    ),
  },
  {
    route: '/exchangeHistory/',
    path: () => '/exchangeHistory/',
    expect: only(
      ['superAdmin'],
      content((main) => main.getByLabel(m.admin.currency.currency)),
    ),
  },
  { route: '/conversations/', path: () => '/conversations/', expect: signedIn(heading(m.conversations.title), { kind: 'denied', login: null }) },
  { route: '/privacypolicy/', path: () => '/privacypolicy/', expect: forAll(heading(m.layout.privacy)) },
  { route: '/legalinformation/', path: () => '/legalinformation/', expect: forAll(heading(m.menu.legal)) },
  { route: '/help/', path: () => '/help/', expect: forAll(heading(m.menu.faq)) },
  {
    route: '/{id}',
    path: (i) => `/${i.buyer}`,
    expect: { ...forAll(heading(m.home.title)), visitor: content((_, page) => page.getByRole('dialog')) },
  },
  ...[
    '/no-existe',
    '/no/existe/aqui',
    '/000000000000000000000000',
    '/users/000000000000000000000000',
    '/products/detail/000000000000000000000000',
    '/distributor/000000000000000000000000',
    '/orders/a/b/c',
    '/myproducts/otra',
  ].map((path) => ({ route: `anything else: ${path}`, path: () => path, expect: forAll(notFound) })),
];

async function loadIds(request: APIRequestContext): Promise<Ids> {
  const buyer = await loginAs(request, 'buyer');
  const seller = await loginAs(request, 'seller');
  const placed = await placeCashOrder(request, buyer, (await pickFastProduct())._id);
  const order = { _id: placed.orderId, number: placed.orderNumber };
  await connectDb();
  try {
    const product = await Product.findOne({ user: seller.user._id, deleted: false, hidden: { $ne: true } }, 'name').lean();
    if (!product) throw new Error('the demo seller has no listing');
    const company = await User.findById(seller.user._id, 'importCompanyName name lastName').lean();
    const sellerName = company?.importCompanyName || `${company?.name ?? ''} ${company?.lastName ?? ''}`.trim();
    return { buyer: buyer.user._id, seller: seller.user._id, sellerName, product: { _id: String(product._id), name: product.name }, order };
  } finally {
    await disconnectDb();
  }
}

async function check(page: Page, row: Row, role: Role): Promise<void> {
  const expected = row.expect[role];
  const response = await page.goto(row.path(ids), { waitUntil: 'domcontentloaded' });
  const main = page.locator('main');
  if (expected.kind === 'notFound') {
    expect(response?.status()).toBe(404);
    await expect(main.getByRole('heading', { name: m.pages.notFound })).toBeVisible();
    return;
  }
  expect(response?.status(), `${row.route} answers`).toBe(200);
  await expect(main.getByRole('heading', { name: m.pages.notFound })).toHaveCount(0);
  if (expected.kind === 'denied') {
    await expect(main.getByRole('heading', { name: m.screens.accessDenied })).toBeVisible();
    if (expected.login !== null) await expect(main.getByRole('button', { name: m.menu.logIn })).toHaveCount(expected.login ? 1 : 0);
    return;
  }
  await expect(expected.marker(main, page).first()).toBeVisible();
  await expect(main.getByRole('heading', { name: m.screens.accessDenied })).toHaveCount(0);
  if (expected.absent) await expect(expected.absent(main)).toHaveCount(0);
}

async function contextFor(browser: Browser, request: APIRequestContext, role: Role): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await keepProvince(page);
  if (role !== 'visitor') await openAs(page, await loginAs(request, role), '/privacypolicy');
  return { context, page };
}

test.beforeAll(async ({ request }) => {
  ids = await loadIds(request);
});

for (const role of ROLES) {
  test.describe(`as ${role}`, () => {
    let session: { context: BrowserContext; page: Page };
    test.beforeAll(async ({ browser, request }) => {
      session = await contextFor(browser, request, role);
    });
    test.afterAll(async () => {
      await session.context.close();
    });
    for (const row of ROUTES) {
      test(`${row.route}: ${row.expect[role].kind}`, async () => {
        await check(session.page, row, role);
      });
    }
  });
}

test('a super admin sees the account and wallet ledger on /users/{id}; the buyer sees the ledger in MI CUENTA', async ({ browser, request }) => {
  const admin = await contextFor(browser, request, 'superAdmin');
  try {
    await admin.page.goto(`/users/${ids.buyer}`, { waitUntil: 'domcontentloaded' });
    const main = admin.page.locator('main');
    await expect(main.getByText(BUYER_EMAIL)).toBeVisible();
    await expect(main.getByRole('link', { name: m.userPage.seeOrders })).toHaveAttribute('href', new RegExp(`^/orders/${ids.buyer}`));
    await expect(main.getByRole('heading', { name: m.walletLedger.title })).toBeVisible();
  } finally {
    await admin.context.close();
  }
  const buyer = await contextFor(browser, request, 'buyer');
  try {
    await buyer.page.goto('/account', { waitUntil: 'domcontentloaded' });
    const ledger = buyer.page.getByRole('table', { name: m.walletLedger.title });
    await expect(ledger.getByText(m.walletLedger.kinds.opening)).toBeVisible();
  } finally {
    await buyer.context.close();
  }
});
