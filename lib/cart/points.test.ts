import { productInputSchema } from '../catalog/schemas';
import { listingMessages } from '../messages/listing';
import { cartPoints, cartSubtotal, lineSubtotal, lineSubtotalCents, maxListingPoints, type PricedLine } from './points';

const line = (count: number, fastDelivery: boolean, points: number, price = 100, importCost = 0): PricedLine => ({
  count,
  product: { fastDelivery, points, price, importCost },
});

describe('cart points: fast delivery adds none, others points × count', () => {
  test.each<[PricedLine[], number]>([
    [[], 0],
    [[line(2, false, 10)], 20],
    [[line(2, true, 10)], 0],
    [[line(3, false, 5), line(4, true, 100), line(1, false, 7)], 22],
  ])('%#: %p points', (lines, points) => expect(cartPoints(lines)).toBe(points));

  test('a listing stored with more points than its price allows earns only the cap (decision 19: 0.01 USD, 1,000,000 points)', () => {
    expect(cartPoints([line(3, false, 1_000_000, 0.01)])).toBe(0);
    expect(cartPoints([line(3, false, 1_000_000, 10)])).toBe(60);
  });
});

describe('points per listing are bounded by its price: worth at most a tenth of it (2 points per USD)', () => {
  test.each<[number, number]>([
    [0.01, 0],
    [0.49, 0],
    [0.5, 1],
    [3.49, 6],
    [19.99, 39],
    [25, 50],
    [100_000, 200_000],
  ])('%p USD → at most %p points', (price, max) => expect(maxListingPoints(price)).toBe(max));

  test('the 500 points that waive the 25 USD air tax need listings worth 250 USD at least', () => {
    expect(maxListingPoints(250)).toBe(500);
    expect(maxListingPoints(249.99)).toBe(499);
  });

  test('the listing schema (create and edit) refuses points above the bound with the Spanish message', () => {
    const listing = { name: 'Taza', price: 0.01, category: '0123456789abcdef01234567', availableCount: 1, points: 1_000_000 };
    const refused = productInputSchema.safeParse(listing);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ['points'], message: listingMessages.pointsAbovePrice(0) });
    expect(productInputSchema.safeParse({ ...listing, price: 10, points: 20 }).success).toBe(true);
    expect(productInputSchema.safeParse({ ...listing, price: 10, points: 21 }).success).toBe(false);
  });
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
