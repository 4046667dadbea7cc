import { addRows, financeRows, financesCsv, figuresOf, groupRows } from './finances';
import type { ProductSales } from '../selling/summary';
import { messages } from '../messages';

const sale = (seller: string, units: number, incomeCents: number, importCents = 0, platformCents = 0): ProductSales => ({
  product: `p-${seller}-${units}`,
  seller,
  name: 'x',
  units,
  incomeCents,
  importCents,
  platformCents,
  profitCents: incomeCents - platformCents,
  refundCents: 0,
});

describe('financeRows', () => {
  const rows = financeRows(
    '2025-03',
    [sale('b', 2, 2000, 300, 150), sale('a', 1, 999), sale('b', 1, 1)],
    new Map([
      ['b', 250],
      ['c', 500],
    ]),
  );

  test('one row per seller with sales or delivery', () =>
    expect(rows).toEqual([
      { month: '2025-03', sellerId: 'a', units: 1, salesCents: 999, importCents: 0, deliveryCents: 0, platformCents: 0, refundCents: 0 },
      { month: '2025-03', sellerId: 'b', units: 3, salesCents: 2001, importCents: 300, deliveryCents: 250, platformCents: 150, refundCents: 0 },
      { month: '2025-03', sellerId: 'c', units: 0, salesCents: 0, importCents: 0, deliveryCents: 500, platformCents: 0, refundCents: 0 },
    ]));

  test('figures in USD', () => expect(figuresOf(rows)).toEqual({ units: 4, sales: 30, importCosts: 3, delivery: 7.5, platformEarnings: 1.5, refunds: 0 }));

  test('grouping keeps first-seen order', () => expect([...groupRows(rows, (r) => (r.sellerId === 'a' ? 'x' : 'y')).keys()]).toEqual(['x', 'y']));
});

describe('financesCsv', () => {
  const rows = financeRows('2025-03', [{ ...sale('a', 2, 1050, 200, 100), refundCents: 125 }], new Map([['a', 300]]));
  const csv = financesCsv(rows, () => 'Tienda "La Ceiba", S.A.');

  test('starts with a BOM and the Spanish header', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')[0]).toBe(
      [
        messages.admin.finances.period,
        messages.admin.finances.seller,
        messages.admin.finances.units,
        messages.admin.finances.sales,
        messages.admin.finances.importCosts,
        messages.admin.finances.delivery,
        messages.admin.finances.platform,
        messages.claims.financesRefunds,
      ].join(','),
    );
  });

  test('quotes names with commas and quotes, 2-decimal amounts, a TOTAL line', () => {
    const [, row, total] = csv.slice(1).trim().split('\r\n');
    expect(row).toBe('2025-03,"Tienda ""La Ceiba"", S.A.",2,10.50,2.00,3.00,1.00,1.25');
    expect(total).toBe(`${messages.cart.total},,2,10.50,2.00,3.00,1.00,1.25`);
  });

  test('a name that looks like a formula is neutralised', () => {
    const text = financesCsv(rows, () => '=HYPERLINK("x")');
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

test("addRows adds a month's kept rows and today's per seller, by seller id", () => {
  const row = (sellerId: string, units: number) => ({
    month: '2026-11',
    sellerId,
    units,
    salesCents: units * 100,
    importCents: units * 10,
    deliveryCents: 50,
    platformCents: units * 7,
    refundCents: 0,
  });
  expect(addRows([row('b', 1), row('c', 2)], [row('a', 3), row('b', 4)])).toEqual([row('a', 3), { ...row('b', 5), deliveryCents: 100 }, row('c', 2)]);
  const kept = [row('b', 1)];
  expect(addRows(kept, [])).toEqual(kept);
  expect(addRows(kept, [row('b', 1)])).not.toBe(kept);
  expect(kept).toEqual([row('b', 1)]);
});
