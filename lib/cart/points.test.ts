import { cartPoints, cartSubtotal, lineSubtotal, lineSubtotalCents, type PricedLine } from './points';

const line = (count: number, fastDelivery: boolean, points: number, price = 0, importCost = 0): PricedLine =>
  ({ count, product: { fastDelivery, points, price, importCost } });

describe('cart points: fast delivery adds none, others points × count', () => {
  test.each<[PricedLine[], number]>([
    [[], 0],
    [[line(2, false, 10)], 20],
    [[line(2, true, 10)], 0],
    [[line(3, false, 5), line(4, true, 100), line(1, false, 7)], 22],
  ])('%#: %p points', (lines, points) => expect(cartPoints(lines)).toBe(points));
});

describe('subtotal per product = count × (price + import cost)', () => {
  test.each<[PricedLine, number, number]>([
    [line(3, false, 0, 19.99, 2.01), 6600, 66],
    [line(3, false, 0, 0.1, 0.2), 90, 0.9],
    [line(1, true, 0, 45.5, 0), 4550, 45.5],
  ])('%p → %p cents', (l, cents, usd) => {
    expect(lineSubtotalCents(l)).toBe(cents);
    expect(lineSubtotal(l)).toBe(usd);
  });
  test('cart subtotal sums the lines in cents', () =>
    expect(cartSubtotal([line(1, false, 0, 0.1, 0), line(1, false, 0, 0.2, 0), line(2, true, 0, 1.005, 0)])).toBe(2.32));
});
