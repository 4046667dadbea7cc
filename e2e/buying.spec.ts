import { expect, test, type Page } from '@playwright/test';
import type { ProductDto } from '../lib/catalog/dto';
import { paths } from '../lib/http/paths';
import { messages as m } from '../lib/messages';
import { pickFastProduct, pickImportProduct, placeCashOrder } from './support/orders';
import { screenshotBothSizes } from './support/screenshots';
import { loginAs, openAs } from './support/shopper-fixtures';

/*
 * Buying (docs/contract/buying.md §2, §4): the seeded buyer goes from a fast-delivery product to a cash-on-delivery
 * order, then an order admin confirms it with a payment observation while the buyer's order page
 * (another browser context) turns Confirmado live, without a reload. Then, each on its own order
 * (decision 20): the order admin takes an import order through every status, and a cancelled order
 * reads as owing nothing to its buyer and to the super admin.
 */

/** The order card's status line. */
const statusOf = (page: Page, status: string) => page.getByText(m.ordersPage.status(status), { exact: true });

// The cash order and its confirmation run in turn; the order-state tests after them stand alone.
test.describe('one cash order, placed then confirmed', () => {
  test.describe.configure({ mode: 'serial' });

  let product: ProductDto;
  let orderPath = '';

  test.beforeAll(async () => {
    product = await pickFastProduct();
  });

  test('a buyer goes from the cart to a cash-on-delivery order', async ({ page, request }) => {
    const buyer = await loginAs(request, 'buyer');
    const emptied = await request.patch(paths.account.updateCart(), {
      data: { cart: [], quantity: 0, productId: product._id },
      headers: { authorization: buyer.token },
    });
    expect(emptied.ok()).toBe(true);

    await openAs(page, buyer, `/products/detail/${product._id}`);
    // Add to cart answers as soon as the server does (decision 20.11): while the PATCH is held the
    // dialog spins with no notice; its answer alone brings the notice and closes the dialog.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route(`**${paths.account.updateCart()}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: m.addToCart.addButton }).first().click();
    const dialog = page.getByRole('dialog', { name: product.name });
    const add = dialog.getByRole('button', { name: m.addToCart.addButton });
    await add.click();
    await expect(add).toBeDisabled();
    await expect(page.getByText(m.addToCart.added)).toBeHidden();
    answer();
    await expect(page.getByText(m.addToCart.added)).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.unroute(`**${paths.account.updateCart()}`);

    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: m.cart.groupFast })).toBeVisible();
    const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: product.name }) });
    await expect(line.getByText(m.product.fastDelivery, { exact: true })).toBeVisible();
    await expect(line.getByText(m.cart.available(product.availableCount))).toBeVisible();
    await expect(page.getByText(m.address.isDefault, { exact: true })).toBeVisible(); // the default address is chosen

    await page.getByRole('group', { name: m.cartPage.couponLabel }).getByRole('textbox').first().fill('ZZZZZZ');
    await expect(page.getByText(m.coupon.invalid)).toBeVisible();

    await page.getByRole('button', { name: m.checkout.placeOrder }).click();
    const confirm = page.getByRole('dialog', { name: m.checkout.confirmOrder });
    await confirm.getByRole('button', { name: m.checkout.confirmOrder }).click();
    const method = confirm.getByLabel(m.checkout.paymentMethod);
    await expect(confirm.getByText(m.checkout.noPaymentMethodTooltip, { exact: true })).toBeVisible();
    await expect(method).toHaveAttribute('aria-invalid', 'true');
    await method.selectOption('OnDelivery');
    // Choosing a method answers the check: its tooltip, red border and notice go at once.
    await expect(confirm.getByText(m.checkout.noPaymentMethodTooltip, { exact: true })).toBeHidden();
    await expect(method).not.toHaveAttribute('aria-invalid');
    await expect(page.getByText(m.checkout.noPaymentMethod, { exact: true })).toBeHidden();
    await screenshotBothSizes(page, 'checkout-method-chosen');
    await confirm.getByRole('button', { name: m.checkout.confirmOrder }).click();

    await expect(page).toHaveURL(new RegExp(`/orders/${buyer.user._id}/[0-9a-f]{24}$`), { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: m.menu.myOrders })).toBeVisible();
    await expect(statusOf(page, m.orderStatus.requested)).toBeVisible();
    await expect(page.getByText(product.name, { exact: true })).toBeVisible();
    orderPath = new URL(page.url()).pathname;
  });

  test('an order admin confirms it and the buyer sees Confirmado live', async ({ page, browser, request }) => {
    test.skip(!orderPath, 'the order was not created');
    const buyer = await loginAs(request, 'buyer');
    const connected = page.waitForEvent('websocket');
    await openAs(page, buyer, orderPath);
    await expect(statusOf(page, m.orderStatus.requested)).toBeVisible();
    await connected;

    const adminContext = await browser.newContext();
    try {
      const admin = await adminContext.newPage();
      await openAs(admin, await loginAs(request, 'orderAdmin'), orderPath);
      const name = `${buyer.user.name} ${buyer.user.lastName}`.toUpperCase();
      await expect(admin.getByRole('heading', { level: 1, name: new RegExp(`DE ${name}$`) })).toBeVisible();
      await admin.getByRole('button', { name: m.ordersPage.advance }).click();
      const dialog = admin.getByRole('dialog', { name: m.ordersPage.advance });
      await expect(dialog.getByText(m.orders.advanceQuestion)).toBeVisible();
      await expect(dialog.getByText(m.orderStatus.confirmed, { exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: m.common.accept }).click();
      await expect(dialog.getByText(m.orders.paymentObservationRequired)).toBeVisible();
      await dialog.getByLabel(m.ordersPage.paymentObservationLabel).fill('EFECTIVO AL ENTREGAR');
      await dialog.getByRole('button', { name: m.common.accept }).click();
      await expect(admin.getByText(m.orders.statusChanged)).toBeVisible();
      await expect(statusOf(admin, m.orderStatus.confirmed)).toBeVisible();
    } finally {
      await adminContext.close();
    }

    // The buyer's page was never reloaded: the orderUpdated event revalidated it.
    await expect(statusOf(page, m.orderStatus.confirmed)).toBeVisible({ timeout: 10_000 });
  });
});

/** An order's card in the list, by its number. */
const cardOf = (page: Page, orderNumber: number) => page.getByRole('article', { name: m.delivers.order(orderNumber), exact: true });

test('the order admin sees the buyer on the collapsed row and takes an import order through every step', async ({ page, request }) => {
  test.setTimeout(120_000);
  const buyer = await loginAs(request, 'buyer');
  const product = await pickImportProduct();
  const { orderId, orderNumber } = await placeCashOrder(request, buyer, product._id);
  await openAs(page, await loginAs(request, 'orderAdmin'), '/orders');
  const card = cardOf(page, orderNumber);
  const head = card.locator('button[aria-expanded]');
  await expect(head).toBeVisible();
  // A list of one order opens it: close it, the name must be on the collapsed row.
  if ((await head.getAttribute('aria-expanded')) === 'true') await head.click();
  await expect(head).toHaveAttribute('aria-expanded', 'false');
  await expect(head).toContainText(`${buyer.user.name} ${buyer.user.lastName}`);
  await screenshotBothSizes(page, 'admin-orders-list');

  await page.goto(`/orders/${buyer.user._id}/${orderId}`);
  const steps: [string, boolean][] = [
    [m.orderStatus.confirmed, true],
    [m.orderStatus.packed, false],
    [m.orderStatus.sent, false],
    [m.orderStatus.received, false],
    [m.orderStatus.delivered, false],
  ];
  for (const [next, asksObservation] of steps) {
    if (next === m.orderStatus.delivered) {
      // A cash order is delivered only once its cash is collected: the dialog says so until it is marked.
      await card.getByRole('button', { name: m.ordersPage.advance }).click();
      const early = page.getByRole('dialog', { name: m.ordersPage.advance });
      await expect(early.getByText(m.cash.collectBeforeDelivery)).toBeVisible();
      await expect(early.getByRole('button', { name: m.common.accept })).toBeDisabled();
      await early.getByRole('button', { name: m.admin.cancel }).click();
      await card.getByRole('button', { name: m.cash.markReceived }).click();
      await expect(page.getByText(m.cash.received)).toBeVisible();
    }
    await card.getByRole('button', { name: m.ordersPage.advance }).click();
    const dialog = page.getByRole('dialog', { name: m.ordersPage.advance });
    await expect(dialog.getByText(next, { exact: true })).toBeVisible();
    const observation = dialog.getByLabel(m.ordersPage.paymentObservationLabel);
    if (asksObservation) await observation.fill('EFECTIVO AL ENTREGAR');
    else await expect(observation).toHaveCount(0);
    await dialog.getByRole('button', { name: m.common.accept }).click();
    await expect(dialog).toBeHidden();
    await expect(statusOf(page, next)).toBeVisible();
  }
  // Entregado is the end: no further step, and the line follows the order.
  await expect(card.getByRole('button', { name: m.ordersPage.advance })).toHaveCount(0);
  await expect(card.getByRole('listitem').filter({ hasText: product.name }).getByText(m.trackStatus.delivered, { exact: true })).toBeVisible();
  await screenshotBothSizes(page, 'admin-order-delivered');
});

test('a cancelled order owes nothing: buyer and super admin see what was charged and given back, its lines read Cancelado', async ({ page, request }) => {
  test.setTimeout(90_000);
  const buyer = await loginAs(request, 'buyer');
  const product = await pickImportProduct();
  const { orderId, orderNumber } = await placeCashOrder(request, buyer, product._id);
  const superAdmin = await loginAs(request, 'superAdmin');
  const cancelled = await request.patch(paths.orders.cancelOrder(orderId), { headers: { authorization: superAdmin.token } });
  expect(cancelled.ok()).toBe(true);

  for (const [who, session] of [
    ['buyer', buyer],
    ['admin', superAdmin],
  ] as const) {
    await openAs(page, session, `/orders/${buyer.user._id}/${orderId}`);
    const card = cardOf(page, orderNumber);
    await expect(statusOf(page, m.orderStatus.cancelled)).toBeVisible();
    // The stored total keeps delivery and the air waybill (the spec's formula): none of it reads as owed.
    await expect(card.getByRole('button', { expanded: true })).toContainText(m.ordersPage.nothingToPay);
    await expect(card.getByTestId('order-due')).toHaveText(m.ordersPage.nothingToPay);
    await expect(card.getByText(m.cart.total, { exact: true })).toHaveCount(0);
    await expect(card.getByText(m.ordersPage.orderAmount, { exact: true })).toBeVisible();
    await expect(card.getByText(m.ordersPage.charged, { exact: true })).toBeVisible();
    await expect(card.getByTestId('payment-status')).toHaveText(m.cash.statuses.cancelado);
    const line = card.getByRole('listitem').filter({ hasText: product.name });
    await expect(line.getByText(m.orderStatus.cancelled, { exact: true })).toBeVisible();
    await expect(line.getByText(m.trackStatus.checking)).toHaveCount(0);
    await screenshotBothSizes(page, `order-cancelled-${who}`);
  }
});
