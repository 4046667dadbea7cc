import { productSales, sellingSummary, totalsOf, type EarningSettings, type SalesRow, salesRowsOf, type SellerLine } from './summary';

const percent15: EarningSettings = { name: 'Olla', platformEarningType: 'percent', fixedPlatformEarning: 0, percent: 15 };
const fixed2: EarningSettings = { name: 'Ventilador', platformEarningType: 'fixed', fixedPlatformEarning: 2, percent: 0 };
const settings = new Map([
  ['p1', percent15],
  ['p2', fixed2],
]);

const row = (product: string, price: number, units: number, importCost = 0, name = 'viejo'): SalesRow => ({
  product,
  seller: 's1',
  name,
  price,
  importCost,
  units,
});

describe('productSales', () => {
  test('merges rows of a product sold at two prices and subtracts its coupon discounts', () => {
    const [olla] = productSales([row('p1', 115, 2, 3.5), row('p1', 57.5, 1, 3.5)], [{ product: 'p1', amount: 5.75 }], settings);
    // income 2×115 + 57.5 − 5.75 = 281.75; platform 2×15 + 7.5 = 37.5; import 3×3.5
    expect(olla).toEqual({
      product: 'p1',
      seller: 's1',
      name: 'Olla',
      units: 3,
      incomeCents: 28175,
      importCents: 1050,
      platformCents: 3750,
      profitCents: 24425,
      refundCents: 0,
    });
  });

  test("a claim's refund comes off the income and the profit, not the platform's earning", () => {
    const [olla] = productSales([row('p1', 115, 2, 3.5)], [], settings, [{ product: 'p1', amount: 20 }]);
    expect(olla).toMatchObject({ incomeCents: 21000, platformCents: 3000, profitCents: 18000, refundCents: 2000 });
  });

  test('a fixed earning per unit, and an unknown product earning nothing under its line name', () => {
    const result = productSales([row('p2', 10, 4), row('p9', 1.1, 3, 0, 'Borrado')], [], settings);
    expect(result.map((p) => [p.name, p.platformCents, p.profitCents])).toEqual([
      ['Ventilador', 800, 3200],
      ['Borrado', 0, 330],
    ]);
  });

  test('rows of a product coming back to earlier prices and import costs are summed per pair', () => {
    const rows = [row('p1', 115, 2, 3.5), row('p1', 57.5, 1, 3.5), row('p1', 115, 1, 4), row('p1', 115, 1, 3.5), row('p1', 57.5, 2, 3.5)];
    const [olla] = productSales(rows, [], settings);
    // income 4×115 + 3×57.5 = 632.5; import 6×3.5 + 1×4 = 25; platform 4×15 + 3×7.5 = 82.5
    expect([olla.units, olla.incomeCents, olla.importCents, olla.platformCents]).toEqual([7, 63250, 2500, 8250]);
  });

  test('float prices are summed in cents', () => {
    const [p] = productSales([row('p9', 0.1, 3), row('p9', 0.2, 1)], [], new Map());
    expect(p.incomeCents).toBe(50);
  });
});

describe('sellingSummary', () => {
  const products = productSales([row('p1', 115, 1), row('p2', 10, 7), row('p3', 50, 2, 0, 'C'), row('p4', 1, 7, 0, 'A')], [], settings);
  const summary = sellingSummary(products, 3);

  test('totals in USD', () => expect([summary.totalSells, summary.totalIncomes, summary.totalProfits]).toEqual([17, 292, 263]));
  test('best sellers by units, ties by name', () =>
    expect(summary.bestSellers).toEqual([
      { _id: 'p4', name: 'A', salesCount: 7 },
      { _id: 'p2', name: 'Ventilador', salesCount: 7 },
      { _id: 'p3', name: 'C', salesCount: 2 },
    ]));
  test('best earnings by profit', () =>
    expect(summary.bestEarnings.map((b) => [b._id, b.incomesStats.profits])).toEqual([
      ['p3', 100],
      ['p1', 100],
      ['p2', 56],
    ])); // a tie goes by name: C before Olla
  test('no sales gives zeros and empty lists', () =>
    expect(sellingSummary([])).toEqual({ totalSells: 0, totalIncomes: 0, totalProfits: 0, bestSellers: [], bestEarnings: [] }));
  test('totalsOf sums every column', () => expect(totalsOf(products)).toEqual({ units: 17, incomeCents: 29200, importCents: 0, platformCents: 2900 }));
});

describe('salesRowsOf', () => {
  const line = (createdAt: string, over: Partial<SellerLine> = {}): SellerLine => ({
    createdAt: new Date(createdAt),
    product: 'p1',
    seller: 's1',
    name: 'Olla',
    price: 10,
    importCost: 2,
    count: 1,
    couponDiscount: 0,
    claims: 0,
    refundedCents: 0,
    ...over,
  });
  const lines = [
    line('2026-09-10T00:00:00Z', { count: 2, couponDiscount: 1.5 }),
    line('2026-10-01T00:00:00Z', { count: 3 }),
    line('2026-10-20T00:00:00Z', { price: 12, count: 1, couponDiscount: 0.5 }),
    line('2026-11-01T00:00:00Z', { product: 'p2', name: 'Sartén', count: 4 }),
  ];

  test('groups units by product, unit price, import cost and name, and sums discounts per product, as the database grouping did', () => {
    const { sales, discounts } = salesRowsOf(lines);
    expect(sales).toEqual([
      { product: 'p1', seller: 's1', name: 'Olla', price: 10, importCost: 2, units: 5 },
      { product: 'p1', seller: 's1', name: 'Olla', price: 12, importCost: 2, units: 1 },
      { product: 'p2', seller: 's1', name: 'Sartén', price: 10, importCost: 2, units: 4 },
    ]);
    expect(discounts).toEqual([
      { product: 'p1', amount: 2 },
      { product: 'p2', amount: 0 },
    ]);
  });

  test('sums what claims refunded per product, only where they did', () => {
    const { refunds } = salesRowsOf([...lines, line('2026-11-02T00:00:00Z', { product: 'p2', name: 'Sartén', claims: 1, refundedCents: 450 })]);
    expect(refunds).toEqual([{ product: 'p2', amount: 4.5 }]);
  });

  test('keeps only the lines created in [from, to)', () => {
    const { sales } = salesRowsOf(lines, new Date('2026-10-01T00:00:00Z'), new Date('2026-11-01T00:00:00Z'));
    expect(sales.map((row) => [row.price, row.units])).toEqual([
      [10, 3],
      [12, 1],
    ]);
  });
});
