import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { connectDb, disconnectDb } from '../../lib/db';
import type { ProfileDto } from '../../lib/account/dto';
import type { ProductDto } from '../../lib/catalog/dto';
import { toProductDtos } from '../../lib/catalog/sellers';
import { paths } from '../../lib/http/paths';
import { messages as m } from '../../lib/messages';
import { Product } from '../../models/Product';
import { orderPayload } from '../../components/checkout/order-checks';
import type { DemoSession } from './shopper-fixtures';
import { settled } from './next-scripts';

/** The seeded product of that delivery kind with the most stock, without sizes or a delivery calendar. */
async function pickPlainProduct(fastDelivery: boolean): Promise<ProductDto> {
  await connectDb();
  try {
    const docs = await Product.find({ deleted: false, available: true, fastDelivery, availableCount: { $gt: 1 } }).lean();
    const dtos = await toProductDtos(docs as Parameters<typeof toProductDtos>[0]);
    const plain = dtos.filter((p) => p.availableCountByTags.length === 0 && !p.deliveryCalendar.allowed).sort((a, b) => b.availableCount - a.availableCount);
    if (!plain[0]) throw new Error(`the seed has no plain ${fastDelivery ? 'fast-delivery' : 'import'} product`);
    return plain[0];
  } finally {
    await disconnectDb();
  }
}

/** The seeded fast-delivery product with the most stock, without sizes or a delivery calendar. */
export const pickFastProduct = () => pickPlainProduct(true);

/** The seeded import product (air waybill, every status step) with the most stock, without sizes. */
export const pickImportProduct = () => pickPlainProduct(false);

/** A calendar line's chosen delivery slot (Havana date, 12-hour time). */
export type DeliveryChoiceInput = { day: number; month: number; year: number; hours: number; minutes: number; ampm: 'AM' | 'PM' };

/**
 * One unit of `productId` (of the size and colour in `choice`, with its delivery slot when given),
 * ordered by `buyer` through the API as checkout does: the cart holds just that line, cash on
 * delivery to the buyer's default address.
 */
export async function placeCashOrder(
  request: APIRequestContext,
  buyer: DemoSession,
  productId: string,
  choice: { size?: string; color?: string; slot?: DeliveryChoiceInput } = {},
): Promise<{ orderId: string; orderNumber: number }> {
  const headers = { authorization: buyer.token };
  const { slot, ...tags } = choice;
  const line = { product: productId, count: 1, ...tags, ...(slot ? { deliveryCalendar: { allowed: true, ...slot } } : {}) };
  const cart = await request.patch(paths.account.updateCart(), { headers, data: { cart: [line], quantity: 1, productId } });
  expect(cart.ok()).toBe(true);
  const { user } = (await (await request.get(paths.account.getUserWithToken(), { headers })).json()) as { user: ProfileDto };
  const address = user.deliveryAddresses.find((a) => a.isDefault) ?? user.deliveryAddresses[0];
  const data = orderPayload({ buyer: user, address, paymentType: 'OnDelivery', currency: '', useWallet: false, couponCode: null });
  const answer = await request.post(paths.orders.root(), { headers, data });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as { orderId: string; orderNumber: number };
}

/** On `product`'s page: adds one unit through the add-to-cart dialog and waits for the notice. */
export async function addOneFromProductPage(page: Page, product: Pick<ProductDto, 'name'>): Promise<void> {
  await settled(page);
  await page.getByRole('button', { name: m.addToCart.addButton }).first().click();
  await page.getByRole('dialog', { name: product.name }).getByRole('button', { name: m.addToCart.addButton }).click();
  await expect(page.getByText(m.addToCart.added)).toBeVisible();
}

/** On /cart: opens the order confirmation with cash on delivery chosen, and returns that dialog. */
export async function openCashCheckout(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: m.checkout.placeOrder }).click();
  const confirm = page.getByRole('dialog', { name: m.checkout.confirmOrder });
  await confirm.getByLabel(m.checkout.paymentMethod).selectOption('OnDelivery');
  return confirm;
}
