import {
  dayFiguresOf,
  daysBetween,
  decodeDayFigures,
  countedOrders,
  decodeDayOrders,
  encodeDayFigures,
  encodeDayOrders,
  mergeDays,
  ordersToReread,
  runsOf,
  staleDays,
  withRereadOrders,
  WRITE_LANDING_MS,
  type DayOrders,
  type OrderForFigures,
} from './sales-days';

const at = (iso: string) => new Date(iso);

describe('daysBetween', () => {
  test('every UTC day the range touches, and none after today', () => {
    expect(daysBetween(at('2024-02-28T00:00:00Z'), at('2024-03-02T00:00:00Z'), at('2030-01-01T00:00:00Z'))).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(daysBetween(at('2024-03-01T00:00:00Z'), at('2024-04-01T00:00:00Z'), at('2024-03-02T10:00:00Z'))).toEqual(['2024-03-01', '2024-03-02']);
  });
});

describe('staleDays', () => {
  const computed = new Map([
    ['2024-03-01', at('2024-03-05T10:00:00Z')],
    ['2024-03-02', at('2024-03-05T10:00:00Z')],
  ]);
  const wanted = ['2024-03-01', '2024-03-02', '2024-03-03'];

  test('a day never computed, and one with an order written since, less the landing allowance', () => {
    const written = [
      { createdAt: at('2024-03-02T08:00:00Z'), updatedAt: new Date(at('2024-03-05T10:00:00Z').getTime() - WRITE_LANDING_MS + 1) },
      { createdAt: at('2024-03-01T08:00:00Z'), updatedAt: new Date(at('2024-03-05T10:00:00Z').getTime() - WRITE_LANDING_MS - 1) },
    ];
    expect(staleDays(wanted, computed, written)).toEqual(['2024-03-02', '2024-03-03']);
  });

  test('nothing written: only the missing day', () => {
    expect(staleDays(wanted, computed, [])).toEqual(['2024-03-03']);
  });
});

test('runsOf groups consecutive days across a month end', () => {
  expect(runsOf(['2024-02-28', '2024-02-29', '2024-03-01', '2024-03-05'])).toEqual([
    ['2024-02-28', '2024-03-01'],
    ['2024-03-05', '2024-03-05'],
  ]);
  expect(runsOf([])).toEqual([]);
  expect(runsOf(['2024-03-01', '2024-03-02', '2024-03-03', '2024-03-04', '2024-03-05'], 2)).toEqual([
    ['2024-03-01', '2024-03-02'],
    ['2024-03-03', '2024-03-04'],
    ['2024-03-05', '2024-03-05'],
  ]);
});

test("dayFiguresOf sums each day's lines and delivery per seller; mergeDays adds days", () => {
  const line = { product: 'p', seller: 's', name: 'Olla', price: 10, importCost: 1, count: 2, couponDiscount: 0.5 };
  const days = dayFiguresOf([
    { createdAt: at('2024-03-01T01:00:00Z'), lines: [line], deliveryCostsPerUser: [{ user: 's', deliveryCost: 1.1 }] },
    {
      createdAt: at('2024-03-01T23:00:00Z'),
      lines: [line, { ...line, seller: 't', product: 'q' }],
      deliveryCostsPerUser: [
        { user: 's', deliveryCost: 2.2 },
        { user: null, deliveryCost: 9 },
      ],
    },
    { createdAt: at('2024-03-02T00:00:00Z'), lines: [{ ...line, price: 12 }] },
  ]);
  expect([...days.keys()]).toEqual(['2024-03-01', '2024-03-02']);
  const first = days.get('2024-03-01')!;
  expect(first.sales).toEqual([
    { product: 'p', seller: 's', name: 'Olla', price: 10, importCost: 1, units: 4 },
    { product: 'q', seller: 't', name: 'Olla', price: 10, importCost: 1, units: 2 },
  ]);
  expect(first.delivery).toEqual([{ seller: 's', cents: 330 }]);

  const merged = mergeDays([...days.values()]);
  expect(merged.sales.map((r) => [r.product, r.price, r.units])).toEqual([
    ['p', 10, 4],
    ['q', 10, 2],
    ['p', 12, 2],
  ]);
  expect(merged.discounts).toEqual([
    { product: 'p', amount: 1 },
    { product: 'q', amount: 0.5 },
    { product: 'p', amount: 0.5 },
  ]);
  expect([...merged.delivery]).toEqual([['s', 330]]);
  expect(decodeDayFigures(encodeDayFigures(first))).toEqual(first);
});

describe("the day's kept orders", () => {
  const line = { product: 'p', seller: 's', name: 'Olla', price: 10, importCost: 1, count: 2, couponDiscount: 0.5, refundedCents: 0 };
  const placed: OrderForFigures = { createdAt: at('2024-03-01T10:00:00Z'), lines: [line], deliveryCostsPerUser: [{ user: 's', deliveryCost: 1.5 }] };
  const other: OrderForFigures = { createdAt: at('2024-03-01T11:00:00Z'), lines: [{ ...line, seller: 't', product: 'q' }], deliveryCostsPerUser: [] };
  const v1 = at('2024-03-01T12:00:00Z');
  const v2 = at('2024-03-01T12:05:00Z');
  const kept: DayOrders = new Map([
    ['a', { updatedAt: v1.getTime(), order: placed }],
    ['b', { updatedAt: v1.getTime(), order: other }],
  ]);
  const figuresOf = (orders: DayOrders) => dayFiguresOf(countedOrders(orders)).get('2024-03-01');

  test('are kept as text with their versions and the fields the figures read, and give the same figures back; a text of another layout reads as none', () => {
    const back = decodeDayOrders(encodeDayOrders(kept))!;
    expect([...back]).toEqual([...kept].map(([id, k]) => [id, { ...k, order: { ...k.order, lines: k.order!.lines.map((l) => ({ ...l })) } }]));
    expect(figuresOf(back)).toEqual(figuresOf(kept));
    expect(decodeDayOrders(JSON.stringify({ a: [1, []] }))).toBeNull();
  });

  test('only the orders written since at another version, or never kept, are read again', () => {
    expect(
      ordersToReread(kept, [
        { _id: 'a', updatedAt: v1 },
        { _id: 'b', updatedAt: v2 },
        { _id: 'c', updatedAt: v1 },
      ]),
    ).toEqual(['b', 'c']);
  });

  test('an order read again replaces what was kept of it: a refund, a new order, a cancel', () => {
    const refunded = withRereadOrders(kept, [{ _id: 'a', updatedAt: v2, counts: true, ...placed, lines: [{ ...line, refundedCents: 300 }] }])!;
    expect(figuresOf(refunded)!.refunds).toEqual([{ product: 'p', amount: 3 }]);
    const added = withRereadOrders(refunded, [{ _id: 'c', updatedAt: v2, counts: true, ...placed }])!;
    expect(figuresOf(added)!.sales.find((r) => r.product === 'p')!.units).toBe(4);
    const cancelled = withRereadOrders(added, [{ _id: 'b', updatedAt: v2, counts: false, ...other }])!;
    expect(cancelled.get('b')).toEqual({ updatedAt: v2.getTime(), order: null });
    expect(figuresOf(cancelled)!.sales.map((r) => r.seller)).toEqual(['s']);
  });

  test('reading an order again at the version kept changes nothing (idempotent); a new version of the same figures is kept, to be skipped next time', () => {
    expect(withRereadOrders(kept, [{ _id: 'a', updatedAt: v1, counts: true, ...placed, lines: [{ ...line }] }])).toBeNull();
    const once = withRereadOrders(kept, [{ _id: 'z', updatedAt: v1, counts: false, ...placed }])!;
    expect(withRereadOrders(once, [{ _id: 'z', updatedAt: v1, counts: false, ...placed }])).toBeNull();
    const moved = withRereadOrders(kept, [{ _id: 'a', updatedAt: v2, counts: true, ...placed }])!;
    expect(figuresOf(moved)).toEqual(figuresOf(kept));
    expect(ordersToReread(moved, [{ _id: 'a', updatedAt: v2 }])).toEqual([]);
  });
});
