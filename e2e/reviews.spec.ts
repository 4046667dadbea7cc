import { expect, test } from '@playwright/test';
import { messages as m } from '../lib/messages';
import { DESKTOP, PHONE, saveScreenshot } from './support/screenshots';
import { openAs } from './support/shopper-fixtures';
import { deliveredOrder, demoSellerProduct, trustSessions } from './support/trust';

/*
 * Verified reviews at phone and desktop sizes: the buyer rates a product once her order is
 * delivered, the product page (kept for every shopper) shows it at once with the stars in its
 * JSON-LD, the store answers it, the store's page shows its rating, and a super admin hides it
 * with a reason.
 */

for (const size of [PHONE, DESKTOP]) {
  test(`verified reviews at ${size.width} px: rate after delivery, shown on the kept product page, answered by the store, hidden by a super admin`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const product = await demoSellerProduct();
    const [buyer, admin, seller, superAdmin] = await trustSessions(request);
    const productPath = `/products/detail/${product._id}`;
    // The page is kept before the review exists: the review must expire it.
    await (await browser.newPage()).goto(productPath);
    const { orderId } = await deliveredOrder(request, buyer, admin, product._id);
    const comment = `Llegó perfecto (${size.width} px)`;

    const contexts = await Promise.all([1, 2, 3].map(() => browser.newContext({ viewport: size })));
    try {
      const own = await contexts[0].newPage();
      await openAs(own, buyer, `/orders/${buyer.user._id}/${orderId}`);
      await own.getByRole('button', { name: `${m.reviews.rate}: ${product.name}` }).click();
      const form = own.getByRole('form', { name: m.reviews.dialogTitle(product.name) });
      await form.getByLabel(m.reviews.ratingOption(4)).check();
      await form.getByRole('group', { name: m.reviews.asDescribedLabel }).getByLabel(m.reviews.yes).check();
      await form.getByRole('group', { name: m.reviews.onTimeLabel }).getByLabel(m.reviews.yes).check();
      await form.getByLabel(m.reviews.commentLabel).fill(comment);
      await form.scrollIntoViewIfNeeded();
      await saveScreenshot(own, 'opinion-formulario');
      await form.getByRole('button', { name: m.reviews.send }).click();
      await expect(own.getByText(m.reviews.saved)).toBeVisible();
      await expect(own.getByRole('button', { name: `${m.reviews.edit}: ${product.name}` })).toBeVisible();

      // The kept product page shows it at once, server-rendered, with the rating in its JSON-LD.
      const shopper = await contexts[1].newPage();
      await shopper.goto(productPath);
      const section = shopper.getByTestId('product-reviews');
      await expect(section.getByText(comment)).toBeVisible();
      await expect(section.getByText(m.reviews.verified).first()).toBeVisible();
      const ld = JSON.parse((await shopper.locator('script[type="application/ld+json"]').first().textContent())!) as Record<
        string,
        { aggregateRating?: { reviewCount: number }; review?: { reviewBody?: string }[] }
      >[];
      const productLd = (Array.isArray(ld) ? ld : [ld]).find((item) => (item as { '@type'?: string })['@type'] === 'Product') as {
        aggregateRating: { reviewCount: number };
        review: { reviewBody?: string }[];
      };
      expect(productLd.aggregateRating.reviewCount).toBeGreaterThanOrEqual(1);
      expect(productLd.review.map((r) => r.reviewBody)).toContain(comment);
      await section.scrollIntoViewIfNeeded();
      await saveScreenshot(shopper, 'opinion-ficha');

      // The store answers it once, from its own product page.
      const store = await contexts[2].newPage();
      await openAs(store, seller, productPath);
      const review = store.getByTestId('product-reviews').getByRole('listitem').filter({ hasText: comment });
      await review.getByRole('button', { name: m.reviews.answer }).click();
      await review.getByLabel(m.reviews.answerLabel).fill('¡Gracias por su compra!');
      await review.getByRole('button', { name: m.reviews.answerSend }).click();
      await expect(review.getByText('¡Gracias por su compra!')).toBeVisible();
      await expect(review.getByRole('button', { name: m.reviews.answer })).toHaveCount(0);

      await shopper.goto(`/distributor/${product.sellerId}`);
      await expect(shopper.getByTestId('seller-rating')).toContainText(/de 5 en \d+ opini/);
      await saveScreenshot(shopper, 'opinion-tienda');

      // A super admin hides it with a reason: it leaves the page.
      await openAs(store, superAdmin, productPath);
      const moderated = store.getByTestId('product-reviews').getByRole('listitem').filter({ hasText: comment });
      await moderated.getByRole('button', { name: m.reviews.hide }).click();
      await moderated.getByLabel(m.reviews.hideReason).fill('Prueba de moderación');
      await saveScreenshot(store, 'opinion-ocultar');
      await moderated.getByRole('button', { name: m.reviews.hideConfirm }).click();
      await expect(store.getByText(m.reviews.hiddenOk)).toBeVisible();
      await store.reload();
      // Only what is shown counts: the router keeps a hidden copy of the page from before the refresh.
      await expect(store.getByText(comment).filter({ visible: true })).toHaveCount(0);
      await saveScreenshot(store, 'opinion-oculta');
    } finally {
      await Promise.all(contexts.map((c) => c.close()));
    }
  });
}
