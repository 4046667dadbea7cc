import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { paths } from '../lib/http/paths';
import { messages as m } from '../lib/messages';
import { formatUsd } from '../lib/money';
import { pickFastProduct } from './support/orders';
import { DESKTOP, PHONE, saveScreenshot } from './support/screenshots';
import { loginAs, openAs, type DemoSession } from './support/shopper-fixtures';

/*
 * Payment by transfer as a relative abroad lives it, at phone and desktop sizes (decision 33.4): the
 * super admin switches it on with the Zelle details; the buyer chooses it at checkout, sees the
 * details and the amount, and sends the bank's screenshot from the order; the order waits as
 * "Pago por verificar" until the super admin confirms the receipt, and the buyer sees Confirmado.
 */

const t = m.transfer;

/** The bank app's screenshot of the transfer, as the phone's gallery hands it over. */
const bankScreenshot = () =>
  sharp({ create: { width: 720, height: 1280, channels: 3, background: '#eef3fb' } })
    .png()
    .toBuffer();

/** One unit of `productId` in the buyer's cart (nothing else). */
async function cartWithOne(request: APIRequestContext, buyer: DemoSession, productId: string): Promise<void> {
  const answer = await request.patch(paths.account.updateCart(), {
    headers: { authorization: buyer.token },
    data: { cart: [{ product: productId, count: 1 }], quantity: 1, productId },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

for (const size of [PHONE, DESKTOP]) {
  test(`payment by transfer at ${size.width} px: switched on, ordered, receipt sent, confirmed`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    const product = await pickFastProduct();
    const [buyer, admin] = await Promise.all([loginAs(request, 'buyer'), loginAs(request, 'superAdmin')]);
    const details = `Zelle: pagos-${size.width}@importa.example\nTitular: Importa Envíos LLC`;
    const adminContext = await browser.newContext({ viewport: size });
    const buyerContext = await browser.newContext({ viewport: size });
    try {
      // The super admin switches the method on and writes what buyers see.
      const adminPage = await adminContext.newPage();
      await openAs(adminPage, admin, '/adminTransfers');
      const settings = adminPage.getByRole('form', { name: t.settingsTitle });
      await settings.getByLabel(t.enabled).check();
      await settings.getByLabel(t.details).fill(details);
      await saveScreenshot(adminPage, 'transferencia-admin-datos');
      await settings.getByRole('button', { name: m.admin.save }).click();
      await expect(adminPage.getByText(`${t.settingsSaved} ${t.switchedOn}`)).toBeVisible();

      // The buyer orders by transfer and sees the details and the amount before confirming.
      await cartWithOne(request, buyer, product._id);
      const page = await buyerContext.newPage();
      await openAs(page, buyer, '/cart');
      await page.getByRole('button', { name: m.checkout.placeOrder }).click();
      const confirm = page.getByRole('dialog', { name: m.checkout.confirmOrder });
      await confirm.getByLabel(m.checkout.paymentMethod).selectOption('OnlineTransfer');
      const offered = confirm.getByTestId('checkout-transfer');
      await expect(offered).toContainText(`pagos-${size.width}@importa.example`);
      const shownTotal = (await confirm.getByText(`${m.cart.total}: `).first().textContent())!.slice(`${m.cart.total}: `.length);
      await expect(offered).toContainText(t.amount(shownTotal));
      await saveScreenshot(page, 'transferencia-checkout');
      await confirm.getByRole('button', { name: m.checkout.confirmOrder }).click();
      await expect(page).toHaveURL(new RegExp(`/orders/${buyer.user._id}/[0-9a-f]{24}$`), { timeout: 15_000 });
      const orderId = page.url().split('/').pop()!;

      // On the order: the details, the amount (the server's total), the receipt sent from the gallery.
      const panel = page.getByTestId('transfer-panel');
      await expect(panel).toContainText(`pagos-${size.width}@importa.example`);
      const order = (await (
        await request.get(`${paths.orders.ofUser(buyer.user._id)}?orderId=${orderId}`, { headers: { authorization: buyer.token } })
      ).json()) as {
        orders: { total: number; orderNumber: number }[];
      };
      const { total, orderNumber } = order.orders[0];
      await expect(panel.getByTestId('transfer-amount')).toHaveText(t.amount(formatUsd(total)));
      await panel.getByLabel(t.receiptField).setInputFiles({ name: 'captura-banco.png', mimeType: 'image/png', buffer: await bankScreenshot() });
      await panel.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'transferencia-pedido-comprobante');
      await panel.getByRole('button', { name: t.sendReceipt }).click();
      await expect(page.getByText(t.receiptSent)).toBeVisible();
      await expect(page.getByTestId('payment-status')).toHaveText(t.awaitingVerification);
      await expect(panel.getByRole('img', { name: t.receiptAlt(orderNumber) })).toBeVisible();
      await saveScreenshot(page, 'transferencia-pago-por-verificar');

      // The super admin sees the receipt among those to verify and confirms it.
      await adminPage.reload();
      const item = adminPage.getByTestId('transfer-queue-item').filter({ hasText: t.order(orderNumber) });
      await expect(item.getByRole('img', { name: t.receiptAlt(orderNumber) })).toBeVisible();
      await expect.poll(() => item.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      await item.scrollIntoViewIfNeeded();
      await saveScreenshot(adminPage, 'transferencia-admin-verificar');
      await item.getByRole('button', { name: t.confirm }).click();
      await expect(adminPage.getByText(t.paymentConfirmed)).toBeVisible();
      await expect(item).toHaveCount(0);

      // The buyer sees the order Confirmado and paid.
      await page.reload();
      const card = page.getByRole('article', { name: m.delivers.order(orderNumber), exact: true });
      await expect(card.getByText(m.ordersPage.status(m.orderStatus.confirmed))).toBeVisible();
      await expect(card.getByTestId('payment-status')).toHaveText(m.cash.statuses.pagado);
      await card.getByTestId('transfer-panel').scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'transferencia-confirmado');
    } finally {
      await Promise.all([adminContext.close(), buyerContext.close()]);
    }
  });
}
