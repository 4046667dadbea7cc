import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { messages as m } from '../lib/messages';
import { formatUsd } from '../lib/money';
import { DESKTOP, PHONE, saveScreenshot } from './support/screenshots';
import { openAs } from './support/shopper-fixtures';
import { deliveredOrder, demoSellerProduct, trustSessions } from './support/trust';

/*
 * A claim that ends in a refund, at phone and desktop sizes: the buyer of a delivered order claims
 * on a damaged product with a photo, the seller sees it open on /delivers, a super admin refunds
 * part of it to the buyer's wallet from /adminClaims, and the buyer reads the resolution on the
 * order and the refund in the wallet's ledger.
 */

const c = m.claims;
const REFUND = 1.25;

/** A phone photo of the damage, as the file input hands it over. */
const damagePhoto = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#8a5a2b' } })
    .jpeg({ quality: 80 })
    .toBuffer();

for (const size of [PHONE, DESKTOP]) {
  test(`a claim at ${size.width} px: opened with a photo, seen by the seller, refunded to the wallet by a super admin, read by the buyer`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const product = await demoSellerProduct();
    const [buyer, admin, seller, superAdmin] = await trustSessions(request);
    const { orderId, orderNumber } = await deliveredOrder(request, buyer, admin, product._id);
    const orderPath = `/orders/${buyer.user._id}/${orderId}`;
    const description = `La olla llegó abollada (${size.width} px).`;
    const contexts = await Promise.all([1, 2, 3].map(() => browser.newContext({ viewport: size })));
    let refunded = false;
    try {
      // The buyer claims with a photo.
      const own = await contexts[0].newPage();
      await openAs(own, buyer, orderPath);
      await own.getByRole('button', { name: c.openAria(product.name) }).click();
      const form = own.getByRole('form', { name: c.formTitle(product.name) });
      await form.getByLabel(c.reasons.damaged).check();
      await form.getByLabel(c.descriptionLabel).fill(description);
      await form.getByLabel(c.photosLabel).setInputFiles({ name: 'dano.jpg', mimeType: 'image/jpeg', buffer: await damagePhoto() });
      await form.scrollIntoViewIfNeeded();
      await saveScreenshot(own, 'reclamacion-formulario');
      await form.getByRole('button', { name: c.send }).click();
      await expect(own.getByText(c.sent)).toBeVisible();
      const claims = own.getByTestId('order-claims');
      await expect(claims.getByText(description)).toBeVisible();
      await expect(claims.getByText(c.status(c.statuses.open))).toBeVisible();
      const photo = claims.getByRole('img', { name: c.photoAlt(1) });
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

      // The seller sees it open on /delivers.
      const store = await contexts[1].newPage();
      await openAs(store, seller, `/delivers/${seller.user._id}`);
      const open = store
        .getByTestId('seller-claims')
        .getByRole('listitem')
        .filter({ hasText: c.sellerLine(orderNumber, product.name, c.reasons.damaged) });
      await expect(open).toBeVisible();
      await expect(open.getByText(description)).toBeVisible();
      await open.scrollIntoViewIfNeeded();
      await saveScreenshot(store, 'reclamacion-entregas');

      // A super admin refunds part of the line to the wallet: once.
      const desk = await contexts[2].newPage();
      await openAs(desk, superAdmin, '/adminClaims');
      const card = desk.getByRole('listitem', { name: c.sellerLine(orderNumber, product.name, c.reasons.damaged) });
      await card.getByRole('button', { name: c.resolve }).click();
      await card.getByLabel(c.resolutions.wallet).check();
      await card.getByLabel(c.amountLabel).fill(String(REFUND));
      await card.scrollIntoViewIfNeeded();
      await saveScreenshot(desk, 'reclamacion-admin');
      await card.getByRole('button', { name: c.confirm }).click();
      await expect(desk.getByText(c.resolvedOk)).toBeVisible();
      refunded = true;
      await expect(card).toHaveCount(0); // it left the open claims

      // The buyer reads the resolution on the order and the refund in the wallet's ledger.
      await own.reload();
      const resolution = own.getByTestId('order-claims').getByTestId('claim-resolution');
      await expect(resolution).toContainText(c.resolutions.wallet);
      await expect(resolution).toContainText(c.refundedAmount(formatUsd(REFUND)));
      await resolution.scrollIntoViewIfNeeded();
      await saveScreenshot(own, 'reclamacion-resuelta');
      await own.goto('/account');
      const ledger = own.getByRole('table', { name: m.walletLedger.title });
      const refund = ledger
        .locator('tbody tr')
        .filter({ hasText: m.walletLedger.kinds.claimRefund })
        .filter({ hasText: m.walletLedger.order(orderNumber) });
      await expect(refund).toHaveCount(1);
      await expect(refund.getByRole('cell').nth(2)).toHaveText(`+${formatUsd(REFUND)}`);
      await refund.scrollIntoViewIfNeeded();
      await saveScreenshot(own, 'reclamacion-monedero');
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
      // Later specs expect the demo buyer's 50 USD: the store takes the test's refund back.
      if (refunded) {
        const back = await request.patch(`/api/admin/users/${buyer.user._id}/wallet`, {
          headers: { authorization: superAdmin.token },
          data: { amount: -REFUND, reason: 'Prueba de reclamaciones' },
        });
        expect(back.ok(), await back.text()).toBe(true);
      }
      // And later specs expect the demo buyer with nothing unread: the resolution the store wrote in the order's conversation is read.
      const list = await request.get('/api/conversations?page=1', { headers: { authorization: buyer.token } });
      expect(list.ok(), await list.text()).toBe(true);
      const { conversations } = (await list.json()) as { conversations: { _id: string; unread: number }[] };
      for (const { _id } of conversations.filter((c) => c.unread > 0)) {
        const read = await request.post(`/api/conversations/${_id}/read`, { headers: { authorization: buyer.token } });
        expect(read.ok(), await read.text()).toBe(true);
      }
    }
  });
}
