import { messages } from '@/lib/messages';
import { changeDelivery, checkPlusOne, minusOne, plusOne, removeLine } from './cart-edits';
import { testLine } from './test-lines';

const lines = [testLine({ _id: 'a' }, 2), testLine({ _id: 'b', fastDelivery: true, availableCount: 3 }, 3)];

test('plus adds one to its line', () => {
  expect(plusOne(lines, 0)).toEqual({
    quantity: 1,
    productId: 'a',
    cart: [
      { product: 'a', count: 3, size: '', color: '' },
      { product: 'b', count: 3, size: '', color: '' },
    ],
  });
});

test('minus takes one; at zero the line goes', () => {
  expect(minusOne(lines, 0).cart[0].count).toBe(1);
  expect(minusOne([testLine({ _id: 'a' }, 1)], 0)).toEqual({ cart: [], quantity: -1, productId: 'a' });
});

test('remove drops the whole line with a negative step', () => {
  expect(removeLine(lines, 1)).toEqual({ cart: [{ product: 'a', count: 2, size: '', color: '' }], quantity: -3, productId: 'b' });
});

test('a date change keeps the counts and sends quantity 0', () => {
  const choice = { day: 2, month: 1, year: 2025, hours: 10, minutes: 0, ampm: 'AM' };
  const edit = changeDelivery(lines, 1, choice);
  expect(edit.quantity).toBe(0);
  expect(edit.cart[1]).toEqual({ product: 'b', count: 3, size: '', color: '', deliveryCalendar: { allowed: true, ...choice } });
});

describe('checkPlusOne', () => {
  test('allowed under the limits', () => expect(checkPlusOne(lines, 0)).toEqual({ ok: true }));
  test('the cart wording for the per-order maximum', () => {
    const check = checkPlusOne([testLine({ maxCount: 2 }, 2)], 0);
    expect(check).toMatchObject({ ok: false, code: 'maxCountCart', message: messages.cart.maxCount(2) });
  });
  test('stock', () => expect(checkPlusOne(lines, 1)).toMatchObject({ ok: false, message: messages.addToCart.availableCount(3) }));
});
