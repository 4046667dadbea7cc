import { expect, test } from '@playwright/test';
import { productFee, type SellerQuote } from '../lib/delivery/quote';
import { paths } from '../lib/http/paths';
import { formatUsd } from '../lib/money';
import { messages as m } from '../lib/messages';
import { STORAGE_KEYS } from '../components/auth/local-store';
import { addOneFromProductPage, openCashCheckout, pickFastProduct } from './support/orders';
import { loginAs, openAs } from './support/shopper-fixtures';

/*
 * Decisions 7.2–7.5 as a buyer abroad and the recipient in Havana live them: the buyer chooses
 * Centro Habana and sees the delivery fee on the cards and the product page, buys cash on delivery
 * saying what the recipient pays with, and shares the order. The recipient opens the link in a
 * fresh browser without an account; the courier (an order admin) confirms, collects the cash and
 * enters the recipient's code, and the recipient's page shows Entregado.
 */
const MUNICIPALITY = 'Centro Habana';

test('choose Centro Habana, see the fee, buy, share the link; the recipient follows it and the courier delivers with the code', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const product = await pickFastProduct();
  const buyer = await loginAs(request, 'buyer');
  const emptied = await request.patch(paths.account.updateCart(), {
    data: { cart: [], quantity: 0, productId: product._id },
    headers: { authorization: buyer.token },
  });
  expect(emptied.ok()).toBe(true);

  // Signed in, no province stored yet: the home opens the picker, where the municipality is chosen too.
  await page.goto('/privacypolicy');
  await page.evaluate(({ key, user, token }) => localStorage.setItem(key, JSON.stringify({ ...user, accessToken: token })), {
    key: STORAGE_KEYS.user,
    user: buyer.user,
    token: buyer.token,
  });
  await page.goto('/');
  const picker = page.getByRole('dialog', { name: m.home.provincePicker });
  await picker.getByLabel(m.deliveryQuote.municipality).selectOption(MUNICIPALITY);
  await picker.getByRole('button', { name: m.common.accept }).click();
  const cardFee = page.getByTestId('delivery-fee').first();
  await expect(cardFee).toBeVisible({ timeout: 15_000 });
  await expect(cardFee).toContainText(MUNICIPALITY);

  // The product page shows this store's fee for Centro Habana, as the quote prices it.
  const quote = await request.get(
    `/api/productsImport/deliveryQuote?region=${encodeURIComponent('La Habana')}&municipality=${encodeURIComponent(MUNICIPALITY)}`,
  );
  const sellers = ((await quote.json()) as { sellers: Record<string, SellerQuote> }).sellers;
  const fee = productFee(sellers[product.user._id], product.totalPrice);
  const expectedFee =
    fee.status === 'notDelivering'
      ? m.deliveryQuote.notDelivering(MUNICIPALITY)
      : m.deliveryQuote.fee(MUNICIPALITY, fee.status === 'free' ? m.cart.free : formatUsd(fee.fee));
  await page.goto(`/products/detail/${product._id}`);
  await expect(page.getByRole('article', { name: product.name, exact: true }).getByTestId('delivery-fee')).toHaveText(expectedFee);

  // Buy it, cash on delivery, saying what the recipient pays with.
  await addOneFromProductPage(page, product);
  await page.goto('/cart');
  const confirm = await openCashCheckout(page);
  const tendered = Math.ceil(product.totalPrice) + 50;
  await confirm.getByLabel(m.cash.tendered).fill(String(tendered));
  await confirm.getByRole('button', { name: m.checkout.confirmOrder }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${buyer.user._id}/[0-9a-f]{24}$`), { timeout: 15_000 });
  const orderPath = new URL(page.url()).pathname;
  await expect(page.getByTestId('payment-status')).toHaveText(m.cash.statuses.pendiente);

  // Share: the tracking link, the WhatsApp message that carries it, and the code to pass on.
  const link = page.getByTestId('tracking-link');
  await expect(link).toBeVisible();
  const trackingPath = (await link.getAttribute('href'))!;
  expect(trackingPath).toMatch(/^\/seguimiento\/[0-9a-f]{24}\.[A-Za-z0-9_-]{22}$/);
  const code = (await page.getByTestId('delivery-code').textContent())!.trim();
  expect(code).toMatch(/^\d{4}$/);
  const whatsapp = await page.getByRole('link', { name: m.tracking.share }).getAttribute('href');
  expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\?text=/);
  const message = decodeURIComponent(whatsapp!.split('text=')[1]);
  expect(message).toContain(trackingPath);
  expect(message).toContain(code);

  // The recipient: a fresh browser, no account.
  const recipientContext = await browser.newContext();
  const courierContext = await browser.newContext();
  try {
    const recipient = await recipientContext.newPage();
    await recipient.goto(trackingPath);
    await expect(recipient.getByTestId('tracking-status')).toHaveText(m.orderStatus.requested);
    await expect(recipient.getByTestId('tracking-code')).toHaveText(code);
    await expect(recipient.locator('meta[property="og:title"]')).toHaveAttribute('content', /Seguimiento del pedido #\d+/);
    await expect(recipient.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      m.tracking.ogDescription(m.orderStatus.requested, 'Plaza de la Revolución'),
    );

    // The courier (an order admin) confirms the order, sees the change to bring, collects the cash and enters the code.
    const courier = await courierContext.newPage();
    await openAs(courier, await loginAs(request, 'orderAdmin'), orderPath);
    await courier.getByRole('button', { name: m.ordersPage.advance }).click();
    const dialog = courier.getByRole('dialog', { name: m.ordersPage.advance });
    await dialog.getByLabel(m.ordersPage.paymentObservationLabel).fill('EFECTIVO AL ENTREGAR');
    await dialog.getByRole('button', { name: m.common.accept }).click();
    await expect(courier.getByText(m.orders.statusChanged)).toBeVisible();
    await expect(courier.getByText(new RegExp(`^Paga con ${tendered}\\.00 USD: llevar`))).toBeVisible();
    await expect(courier.getByTestId('delivery-code')).toHaveCount(0); // the courier never sees the code
    await courier.getByRole('button', { name: m.cash.markReceived }).click();
    await expect(courier.getByTestId('payment-status')).toHaveText(m.cash.statuses.pagado);
    await courier.getByLabel(m.tracking.enterCode).fill(code);
    await courier.getByRole('button', { name: m.tracking.confirmDelivery }).click();
    await expect(courier.getByText(m.tracking.deliveredOk)).toBeVisible();

    await recipient.reload();
    await expect(recipient.getByTestId('tracking-status')).toHaveText(m.orderStatus.delivered);
    await expect(recipient.getByTestId('tracking-code')).toHaveCount(0);
  } finally {
    await recipientContext.close();
    await courierContext.close();
  }
});
