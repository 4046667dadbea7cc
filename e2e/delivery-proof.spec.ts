import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { paths } from '../lib/http/paths';
import { messages as m } from '../lib/messages';
import { pickFastProduct, placeCashOrder } from './support/orders';
import { DESKTOP, PHONE, saveScreenshot } from './support/screenshots';
import { loginAs, openAs, type DemoSession } from './support/shopper-fixtures';

/*
 * Proof of delivery, as the buyer abroad and the courier in Havana live it, at phone and desktop
 * sizes: the courier confirms the order, takes the photo from the browser's camera input, writes
 * who received it and types the recipient's code; the buyer sees the photo, time and receiver on
 * the order, and the recipient on the tracking link. An order delivered without a photo says so.
 */

/** A phone-sized JPEG, as the camera input hands it over. */
const cameraPhoto = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#a0703c' } })
    .jpeg({ quality: 80 })
    .toBuffer();

async function confirmedOrder(request: APIRequestContext, buyer: DemoSession, admin: DemoSession, productId: string) {
  const { orderId } = await placeCashOrder(request, buyer, productId);
  const confirmed = await request.patch(paths.orders.root(), {
    headers: { authorization: admin.token },
    data: { _id: orderId, newStatus: 'Confirmado', paymentObservation: 'Efectivo al entregar' },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const share = await request.get(`/api/tracking/share?orderId=${orderId}`, { headers: { authorization: buyer.token } });
  const { path, deliveryCode } = (await share.json()) as { path: string; deliveryCode: string };
  return { orderId, trackingPath: path, code: deliveryCode, orderPath: `/orders/${buyer.user._id}/${orderId}` };
}

async function expectPhotoShown(page: Page) {
  const photo = page.getByTestId('delivery-proof').getByRole('img');
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

for (const size of [PHONE, DESKTOP]) {
  test(`proof of delivery at ${size.width} px: photo from the camera input, receiver, code; buyer and recipient see it`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const product = await pickFastProduct();
    const buyer = await loginAs(request, 'buyer');
    const admin = await loginAs(request, 'orderAdmin');
    const order = await confirmedOrder(request, buyer, admin, product._id);

    const courierContext = await browser.newContext({ viewport: size });
    const buyerContext = await browser.newContext({ viewport: size });
    const recipientContext = await browser.newContext({ viewport: size });
    try {
      const courier = await courierContext.newPage();
      await openAs(courier, admin, order.orderPath);
      const photoInput = courier.getByLabel(m.tracking.photoField);
      await expect(photoInput).toHaveAttribute('capture', 'environment');
      await expect(photoInput).toHaveAttribute('accept', 'image/*');
      await photoInput.setInputFiles({ name: 'camara.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto() });
      await courier.getByLabel(m.tracking.receiverField).fill('Luis Gómez');
      await courier.getByLabel(m.tracking.enterCode).fill(order.code);
      await courier.getByText(m.tracking.courierSection).scrollIntoViewIfNeeded();
      await saveScreenshot(courier, 'entrega-foto-mensajero');
      await courier.getByRole('button', { name: m.tracking.confirmDelivery }).click();
      await expect(courier.getByText(m.tracking.deliveredOk)).toBeVisible();

      const own = await buyerContext.newPage();
      await openAs(own, buyer, order.orderPath);
      await expect(own.getByTestId('delivery-proof')).toContainText(/Entregado el .* a Luis Gómez/);
      await expectPhotoShown(own);
      await own.getByTestId('delivery-proof').scrollIntoViewIfNeeded();
      await saveScreenshot(own, 'entrega-foto-comprador');

      const recipient = await recipientContext.newPage();
      await recipient.goto(order.trackingPath);
      await expect(recipient.getByTestId('tracking-status')).toHaveText(m.orderStatus.delivered);
      await expect(recipient.getByTestId('delivery-proof')).toContainText('Luis Gómez');
      await expectPhotoShown(recipient);
      await saveScreenshot(recipient, 'entrega-foto-seguimiento', { fullPage: true });

      // Without the photo: the recipient's page says it was delivered without one.
      const bare = await confirmedOrder(request, buyer, admin, product._id);
      const delivered = await request.post('/api/tracking/deliver', {
        headers: { authorization: admin.token },
        data: { orderId: bare.orderId, code: bare.code },
      });
      expect(delivered.ok()).toBe(true);
      await recipient.goto(bare.trackingPath);
      await expect(recipient.getByTestId('delivery-proof')).toContainText(m.tracking.noPhoto);
      await expect(recipient.getByTestId('delivery-proof').getByRole('img')).toHaveCount(0);
      await saveScreenshot(recipient, 'entrega-sin-foto-seguimiento', { fullPage: true });
    } finally {
      await Promise.all([courierContext.close(), buyerContext.close(), recipientContext.close()]);
    }
  });
}
