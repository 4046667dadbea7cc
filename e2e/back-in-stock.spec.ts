import { expect, test } from '@playwright/test';
import type { ProductDto } from '../lib/catalog/dto';
import { paths } from '../lib/http/paths';
import { loginAs, openAs } from './support/shopper-fixtures';
import { waitForMail } from './support/mail';

test('a buyer asks to be told when a sold-out product is back, and gets one e-mail when the seller restocks', async ({ page, request }) => {
  const seller = await loginAs(request, 'seller');
  const buyer = await loginAs(request, 'buyer');
  const listed = (await (await request.get(paths.products.ofDistributor(seller.user._id, 1, 20))).json()) as ProductDto[];
  const product = listed.find((p) => p.available && p.availableCount > 0)!;
  expect(product).toBeDefined();
  const setAvailable = async (available: boolean) => {
    const answer = await request.patch(paths.products.root(), {
      data: { _id: product._id, availableChecked: available },
      headers: { authorization: seller.token },
    });
    expect(answer.ok()).toBe(true);
  };

  await setAvailable(false); // the seller runs out: AGOTADO
  try {
    await openAs(page, buyer, `/products/detail/${product._id}`);
    await expect(page.getByText('AGOTADO').first()).toBeVisible();
    await page.getByRole('radio', { name: 'Por correo' }).check();
    await page.getByRole('button', { name: 'Avísame cuando vuelva' }).click();
    await expect(page.getByText('Le avisaremos una sola vez cuando vuelva a haber existencias.')).toBeVisible();

    const after = Date.now() - 1000;
    await setAvailable(true);
    const mail = await waitForMail(buyer.user.email, { after });
    expect(mail.replace(/=\r?\n/g, '')).toContain(`/products/detail/${product._id}`); // quoted-printable soft breaks removed

    await setAvailable(false);
    await setAvailable(true);
    await page.waitForTimeout(1500);
    const again = await waitForMail(buyer.user.email, { after }).catch(() => '');
    expect(again).toBe(mail); // still the one e-mail: never sent twice
  } finally {
    await setAvailable(true);
  }
});
