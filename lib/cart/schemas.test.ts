import { mergeCartLines, updateCartSchema, type CartLineInput } from './schemas';

const A = 'a'.repeat(24);
const B = 'b'.repeat(24);
const line = (product: string, count: number, extra: Partial<CartLineInput> = {}): CartLineInput => ({ product, count, size: '', color: '', ...extra });

describe('cart lines from the client', () => {
  test.each<[string, CartLineInput[], CartLineInput[]]>([
    ['keeps distinct lines in order', [line(A, 1), line(B, 2)], [line(A, 1), line(B, 2)]],
    ['merges the same product, size and colour', [line(A, 1), line(B, 1), line(A, 2)], [line(A, 3), line(B, 1)]],
    ['keeps sizes apart', [line(A, 1, { size: 'M' }), line(A, 1, { size: 'L' })], [line(A, 1, { size: 'M' }), line(A, 1, { size: 'L' })]],
    ['drops a count of 0', [line(A, 0), line(B, 1)], [line(B, 1)]],
    ['drops a merged total below 1', [line(A, 2), line(A, -2)], []],
    [
      'keeps the first date of merged lines',
      [line(A, 1, { deliveryCalendar: { day: 1 } }), line(A, 1, { deliveryCalendar: { day: 2 } })],
      [line(A, 2, { deliveryCalendar: { day: 1 } })],
    ],
  ])('%s', (_label, input, expected) => {
    expect(mergeCartLines(input)).toEqual(expected);
  });

  test('the schema normalises ids, takes an embedded product and strips unknown keys', () => {
    const parsed = updateCartSchema.parse({
      cart: [{ product: { _id: A.toUpperCase(), price: 1 }, count: 2, price: 0, $set: { x: 1 } }],
      quantity: 1,
      productId: A,
      points: 999,
    });
    expect(parsed).toEqual({ cart: [line(A, 2)], quantity: 1, productId: A });
  });

  test.each([
    ['a fractional count', { cart: [{ product: A, count: 1.5 }], quantity: 1, productId: A }],
    ['a malformed product id', { cart: [{ product: 'x', count: 1 }], quantity: 1, productId: A }],
    ['a missing productId', { cart: [], quantity: 1 }],
    ['too many lines', { cart: Array.from({ length: 101 }, () => ({ product: A, count: 1 })), quantity: 1, productId: A }],
  ])('refuses %s', (_label, body) => {
    expect(updateCartSchema.safeParse(body).success).toBe(false);
  });
});
