import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ProfileDto } from '../lib/account/dto';
import { connectDb, disconnectDb } from '../lib/db';
import { availableDays } from '../lib/delivery/calendar';
import { formatDeliverySlot } from '../lib/format';
import { paths } from '../lib/http/paths';
import { messages as m } from '../lib/messages';
import { waitForMail } from './support/mail';
import { placeCashOrder, type DeliveryChoiceInput } from './support/orders';
import { screenshotBothSizes } from './support/screenshots';
import { Product } from '../models/Product';
import { User } from '../models/User';
import { createAccount, loginAs, signIn, type DemoSession } from './support/shopper-fixtures';

/*
 * What shoppers, sellers and admins ran into on a calendar order: the agreed slot on every screen
 * (buyer, order admin, super admin, /delivers, e-mail, tracking page), one line state everywhere
 * once the order is Entregado, the address written once, and the admin's own wording.
 */

const CALENDAR = {
  allowed: true,
  minHoursTime: 1,
  maxHoursTime: 336,
  minTime: { hours: 9, minutes: 0, ampm: 'AM' as const },
  maxTime: { hours: 6, minutes: 0, ampm: 'PM' as const },
};

/** The demo seller's new calendar listing, sent without a percent (it takes the seller's own). */
async function calendarListing(request: APIRequestContext, seller: DemoSession): Promise<{ _id: string; name: string }> {
  const { categories } = (await (await request.get(paths.categories.list())).json()) as { categories: { _id: string }[] };
  const name = `Ramo de 12 rosas rojas ${Date.now()}`;
  const data = { name, price: 24, category: categories[0]._id, availableCount: 20, maxCount: 5, fastDelivery: true, deliveryCalendar: CALENDAR };
  const created = await request.post(paths.products.root(), { headers: { authorization: seller.token }, data });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()) as { _id: string; name: string };
}

/** Tomorrow (Havana) at 04:15 PM: inside the listing's window and past its notice. */
function tomorrowAt415(): DeliveryChoiceInput {
  const day = availableDays(new Date(), CALENDAR)[1];
  return { day: day.day, month: day.month, year: day.year, hours: 4, minutes: 15, ampm: 'PM' };
}

/** A quoted-printable e-mail body as text. */
function decodeMail(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/**
 * Opens `path` as `session` with its profile already stored, as after any first load: the page
 * refreshes it quietly, so no notice covers what the screenshots show.
 */
async function openWithProfile(page: Page, request: APIRequestContext, session: DemoSession, path: string): Promise<void> {
  const answer = await request.get(paths.account.getUserWithToken(), { headers: { authorization: session.token } });
  const { user } = (await answer.json()) as { user: ProfileDto };
  await signIn(page, { user, token: session.token }, path);
}

const cardOf = (page: Page, orderNumber: number) => page.getByRole('article', { name: m.delivers.order(orderNumber), exact: true });

async function advance(request: APIRequestContext, admin: DemoSession, orderId: string, newStatus: string, paymentObservation?: string) {
  const answer = await request.patch(paths.orders.root(), {
    headers: { authorization: admin.token },
    data: { _id: orderId, newStatus, ...(paymentObservation ? { paymentObservation } : {}) },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

test('a calendar order shows its agreed slot everywhere, and once Entregado its line reads Entregado on /delivers too', async ({ page, request }) => {
  test.setTimeout(180_000);
  const [seller, buyer, orderAdmin, superAdmin] = await Promise.all([
    loginAs(request, 'seller'),
    loginAs(request, 'buyer'),
    loginAs(request, 'orderAdmin'),
    loginAs(request, 'superAdmin'),
  ]);
  const product = await calendarListing(request, seller);
  const choice = tomorrowAt415();
  const slot = m.delivers.deliveryDate(formatDeliverySlot(choice)!);
  const mailedAfter = Date.now() - 1000;
  const { orderId, orderNumber } = await placeCashOrder(request, buyer, product._id, { slot: choice });
  const orderPath = `/orders/${buyer.user._id}/${orderId}`;

  // The buyer: on the card and on its line, in place of ENTREGA INMEDIATA.
  await openWithProfile(page, request, buyer, orderPath);
  const card = cardOf(page, orderNumber);
  await expect(card.getByRole('button', { expanded: true })).toContainText(slot);
  const line = card.getByRole('listitem').filter({ hasText: product.name });
  await expect(line.getByText(slot)).toBeVisible();
  await expect(line).not.toContainText(m.product.fastDelivery);
  await screenshotBothSizes(page, 'order-slot-buyer');

  // The order e-mail names it too.
  const mail = decodeMail(await waitForMail(buyer.user.email, { after: mailedAfter }));
  expect(mail).toContain(m.orderMail.slot(product.name, formatDeliverySlot(choice)!));

  // The super admin: the slot, and the untouched payment observation in Spanish (stored CASH).
  await openWithProfile(page, request, superAdmin, orderPath);
  await expect(cardOf(page, orderNumber).getByRole('listitem').filter({ hasText: product.name }).getByText(slot)).toBeVisible();
  await expect(page.getByText(m.ordersPage.paymentObservation(m.ordersPage.defaultPaymentObservation))).toBeVisible();
  await expect(page.getByText(m.ordersPage.paymentObservation('CASH'))).toHaveCount(0);
  await screenshotBothSizes(page, 'order-slot-superadmin');

  // The recipient's tracking page, while the order is on its way.
  await advance(request, orderAdmin, orderId, m.orderStatus.confirmed, 'Cobrar al entregar');
  const share = (await (await request.get(`/api/tracking/share?orderId=${orderId}`, { headers: { authorization: buyer.token } })).json()) as { path: string };
  await page.goto(share.path);
  await expect(page.getByTestId('tracking-slots')).toContainText(m.orderMail.slot(product.name, formatDeliverySlot(choice)!));
  await screenshotBothSizes(page, 'tracking-slot');

  // The order admin takes it to Entregado (the cash collected first) and sees the slot on the line.
  await advance(request, orderAdmin, orderId, m.orderStatus.received);
  const collected = await request.post('/api/admin/cash/received', { headers: { authorization: orderAdmin.token }, data: { orderId } });
  expect(collected.ok(), await collected.text()).toBe(true);
  await advance(request, orderAdmin, orderId, m.orderStatus.delivered);
  await openWithProfile(page, request, orderAdmin, orderPath);
  const adminLine = cardOf(page, orderNumber).getByRole('listitem').filter({ hasText: product.name });
  await expect(adminLine.getByText(slot)).toBeVisible();
  await expect(adminLine.getByText(m.trackStatus.delivered, { exact: true })).toBeVisible();
  await screenshotBothSizes(page, 'order-slot-admin');

  // The seller: the same state, counted in the Entregado tab and found by it, the same slot, the address once.
  await openWithProfile(page, request, seller, `/delivers/${seller.user._id}`);
  const tabs = page.getByRole('group', { name: m.delivers.filter });
  const deliveredTab = tabs.getByRole('button', { name: new RegExp(`^${m.trackStatus.delivered} \\(\\d+\\)$`) });
  await expect(deliveredTab).toBeVisible();
  await deliveredTab.click();
  const delivery = page.getByRole('listitem', { name: product.name });
  await expect(delivery).toBeVisible();
  await expect(delivery.getByText(m.trackStatus.delivered, { exact: true }).first()).toBeVisible();
  await expect(delivery.getByText(slot)).toBeVisible();
  await expect(delivery).not.toContainText(m.product.fastDelivery); // the agreed slot, not an immediate delivery
  const addressee =
    (await delivery
      .locator('p')
      .filter({ hasText: `${m.delivers.addressee}:` })
      .textContent()) ?? '';
  const address = (await (await request.get(paths.account.getUserWithToken(), { headers: { authorization: buyer.token } })).json()) as {
    user: { deliveryAddresses: { municipality: string; region: string; isDefault: boolean }[] };
  };
  const home = address.user.deliveryAddresses.find((a) => a.isDefault) ?? address.user.deliveryAddresses[0];
  expect(addressee.split(`${home.municipality}, ${home.region}`)).toHaveLength(2); // written once
  expect(Number(/\((\d+)\)/.exec((await deliveredTab.textContent()) ?? '')?.[1])).toBeGreaterThan(0);
  await screenshotBothSizes(page, 'delivers-delivered');
});

test("an order admin's orders tab is named for them, and an empty filter has the admin's own text", async ({ page, request }) => {
  const orderAdmin = await loginAs(request, 'orderAdmin');
  await openWithProfile(page, request, orderAdmin, '/orders');
  await expect(page).toHaveTitle(m.seo.pageTitle(m.orders.allOrders));
  await page.goto('/orders?orderNumber=987654321');
  await expect(page.getByRole('heading', { name: m.orders.emptyAdmin })).toBeVisible();
  await expect(page.getByText(m.orders.emptyAdminHint)).toBeVisible();
  await expect(page.getByText(m.orders.emptyHint)).toHaveCount(0);
  await screenshotBothSizes(page, 'admin-orders-empty');

  const buyer = await loginAs(request, 'buyer');
  await openWithProfile(page, request, buyer, '/orders');
  await expect(page).toHaveTitle(m.seo.pageTitle(m.menu.myOrders));
});

test('a page load with the profile stored refreshes it quietly: no "Perfil obtenido correctamente" over the tab bar', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.setViewportSize({ width: 375, height: 812 });
  // Signed in with the registration answer: the first load completes the profile and stores it.
  const completed = page.waitForResponse((answer) => answer.url().includes(paths.account.getUserWithToken()));
  await signIn(page, account, '/account');
  await completed;
  await expect(page.getByText(account.email)).toBeVisible();
  // Every later load: record any profile notice the moment it is drawn, however briefly it stays.
  await page.addInitScript(
    (texts: string[]) => {
      const seen: string[] = [];
      (window as unknown as { profileNotices: string[] }).profileNotices = seen;
      new MutationObserver(() => {
        for (const text of texts) if (document.body?.textContent?.includes(text) && !seen.includes(text)) seen.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    },
    [m.profile.updating, m.profile.loaded],
  );
  for (const path of ['/privacypolicy', '/account']) {
    const refreshed = page.waitForResponse((answer) => answer.url().includes(paths.account.getUserWithToken()));
    await page.goto(path);
    await refreshed;
    // One more frame after the refresh settled, for a notice it would have raised.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(await page.evaluate(() => (window as unknown as { profileNotices: string[] }).profileNotices)).toEqual([]);
  }
});

/** A product in stock of the demo store that delivers free, always, in Matanzas (Moda Caribe), with a size and colour it has. */
async function freeInMatanzasProduct(): Promise<{ _id: string; size: string; color: string }> {
  await connectDb();
  try {
    const sellers = await User.find({ isImportCompany: true }, '_id deliveryCosts').lean();
    const seller = sellers.find((u) => (u.deliveryCosts ?? []).some((c) => c.provinceName === 'Matanzas' && c.available && c.isFree?.always));
    const doc = await Product.findOne({
      user: seller!._id,
      deleted: false,
      available: true,
      availableCount: { $gt: 1 },
      'deliveryCalendar.allowed': { $ne: true },
    }).lean();
    const tag = doc!.availableCountByTags?.find((t) => (t.availableCount ?? 0) > 0);
    return { _id: String(doc!._id), size: tag?.size ?? '', color: tag?.color ?? '' };
  } finally {
    await disconnectDb();
  }
}

test('Matanzas is said to be outside the served provinces where it is chosen: the picker, the cards and the cart, never GRATIS', async ({ page, request }) => {
  test.setTimeout(120_000);
  // A first visit: the home page opens the province picker.
  await page.goto('/');
  const picker = page.getByRole('dialog', { name: m.home.provincePicker });
  await expect(picker).toBeVisible();
  await expect(picker.getByText(m.checkout.regionNotServed)).toHaveCount(0);
  await picker.getByRole('radio', { name: 'Matanzas' }).check();
  await expect(picker.getByText(`${m.checkout.regionNotServed} ${m.deliveryQuote.browseOnly}`)).toBeVisible();
  await screenshotBothSizes(page, 'province-picker-not-served');
  await picker.getByRole('button', { name: m.common.accept }).click();
  await expect(page).toHaveURL(/region=Matanzas/);
  await expect(page.getByTestId('delivery-fee').first()).toHaveText(m.deliveryQuote.notDelivering('Matanzas'));
  await screenshotBothSizes(page, 'cards-not-served');

  // A buyer with a Cárdenas address and a Moda Caribe product (free delivery in Matanzas) in the cart.
  const account = await createAccount(request);
  const headers = { authorization: account.token };
  const cardenas = {
    name: 'Lidia Pérez',
    address: 'Calle Real 12',
    region: 'Matanzas',
    municipality: 'Cárdenas',
    phone: '+5352223344',
    ci: '85010112345',
    isDefault: true,
  };
  const saved = await request.patch(paths.account.updateDeliveryAddresses(), { headers, data: { deliveryAddresses: [cardenas] } });
  expect(saved.ok(), await saved.text()).toBe(true);
  const product = await freeInMatanzasProduct();
  const line = { product: product._id, count: 1, ...(product.size ? { size: product.size, color: product.color } : {}) };
  const cart = await request.patch(paths.account.updateCart(), { headers, data: { cart: [line], quantity: 1, productId: product._id } });
  expect(cart.ok(), await cart.text()).toBe(true);
  const { user } = (await (await request.get(paths.account.getUserWithToken(), { headers })).json()) as { user: typeof account.user };
  await signIn(page, { user, token: account.token }, '/cart');
  await expect(page.getByTestId('region-not-served')).toHaveText(m.checkout.regionNotServed);
  await expect(page.getByText(m.cart.notDelivering, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(m.cart.free, { exact: true })).toHaveCount(0);
  await screenshotBothSizes(page, 'cart-not-served');
});
