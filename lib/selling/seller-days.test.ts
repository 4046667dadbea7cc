import { orderStatusMessages } from '../messages/order-status';
import { trackStatusMessages } from '../messages/track-status';
import { TRACK_STATUSES } from '../orders/status';
import { sellerLinesFrom } from './deliveries-page';
import {
  daysOfPage,
  decodeSellerDay,
  decodeSellerDayOrders,
  encodeSellerDay,
  encodeSellerDayOrders,
  NO_SELLER_FIGURES,
  ordersOfPage,
  ordersToCount,
  sellerDayFiguresOf,
  sellerDayOrdersOf,
  type SellerDayFigures,
  type SellerDayOrder,
} from './seller-days';

const [checking, sent] = TRACK_STATUSES;
const withLines = (lines: number, sentLines = 0): SellerDayFigures => ({
  ...NO_SELLER_FIGURES,
  lines,
  statusLines: { [checking]: lines - sentLines, [sent]: sentLines },
});

describe('seller days', () => {
  test("a day counts the seller's lines and orders only, by UTC day, each by the state its card shows (none: the first), and survives its text", () => {
    const line = (seller: string, count: number, status?: string) => ({
      product: 'p1',
      seller,
      name: 'Olla',
      price: 10,
      count,
      trackStatus: status ? { currentStatus: status } : null,
    });
    const days = sellerDayFiguresOf(
      [
        { createdAt: new Date('2026-03-01T23:59:59.999Z'), lines: [line('me', 2, sent), line('rival', 5), line('me', 1)] },
        { createdAt: new Date('2026-03-02T00:00:00.000Z'), lines: [line('me', 3, checking)] },
        { createdAt: new Date('2026-03-02T10:00:00.000Z'), lines: [line('rival', 1)] },
      ],
      'me',
    );
    expect([...days.keys()]).toEqual(['2026-03-01', '2026-03-02']);
    const first = days.get('2026-03-01')!;
    expect([first.orders, first.lines, first.statusLines]).toEqual([1, 2, { [sent]: 1, [checking]: 1 }]);
    expect(first.sales).toEqual([{ product: 'p1', seller: 'me', name: 'Olla', price: 10, importCost: 0, units: 3 }]);
    expect(decodeSellerDay(encodeSellerDay(first), 'me')).toEqual(first);
  });

  test("a day counts the seller's claimed lines and what claims refunded per product, and a day kept before claims reads none", () => {
    const line = (claims: number, refundedCents: number) => ({ product: 'p1', seller: 'me', name: 'Olla', price: 10, count: 1, claims, refundedCents });
    const day = sellerDayFiguresOf([{ createdAt: new Date('2026-03-01T10:00:00Z'), lines: [line(1, 250), line(2, 0), line(0, 0)] }], 'me').get('2026-03-01')!;
    expect([day.lines, day.claimedLines, day.refunds]).toEqual([3, 2, [{ product: 'p1', amount: 2.5 }]]);
    expect(decodeSellerDay(encodeSellerDay(day), 'me')).toEqual(day);
    const older = JSON.stringify({ s: [], d: [], o: 1, n: 1, t: {} });
    expect(decodeSellerDay(older, 'me')).toMatchObject({ claimedLines: 0, refunds: [] });
  });

  test('the lines of a delivered order count as Entregado, as /delivers shows them; No Entregado stays', () => {
    const line = (status: string) => ({ product: 'p1', seller: 'me', name: 'Olla', price: 10, count: 1, trackStatus: { currentStatus: status } });
    const days = sellerDayFiguresOf(
      [
        {
          createdAt: new Date('2026-03-01T10:00:00Z'),
          currentStatus: orderStatusMessages.delivered,
          lines: [line(sent), line(trackStatusMessages.notDelivered)],
        },
      ],
      'me',
    );
    expect(days.get('2026-03-01')!.statusLines).toEqual({ [trackStatusMessages.delivered]: 1, [trackStatusMessages.notDelivered]: 1 });
  });

  test('the days that hold a page, newest first, and the lines of the newer days', () => {
    const days = new Map([
      ['2026-03-05', withLines(3, 1)],
      ['2026-03-04', withLines(0)],
      ['2026-03-03', withLines(4)],
      ['2026-03-01', withLines(2, 2)],
    ]);
    expect(daysOfPage(days, undefined, 0, 2)).toEqual({ newest: '2026-03-05', oldest: '2026-03-05', linesBefore: 0 });
    expect(daysOfPage(days, undefined, 2, 2)).toEqual({ newest: '2026-03-05', oldest: '2026-03-03', linesBefore: 0 });
    expect(daysOfPage(days, undefined, 4, 4)).toEqual({ newest: '2026-03-03', oldest: '2026-03-01', linesBefore: 3 });
    expect(daysOfPage(days, sent, 1, 5)).toEqual({ newest: '2026-03-01', oldest: '2026-03-01', linesBefore: 1 });
    expect(daysOfPage(days, undefined, 9, 2)).toBeNull();
  });

  describe("a day's kept orders", () => {
    const line = (id: string, seller: string, status: string | null = checking) => ({
      _id: id,
      product: 'p1',
      seller,
      name: 'Olla',
      price: 10,
      count: 1,
      trackStatus: status ? { currentStatus: status } : null,
    });
    const at = (ms: number) => new Date(Date.UTC(2026, 2, 1, 10) + ms);

    test("keeps the seller's orders of each day newest first, those of one millisecond by id, with the state of each of his lines", () => {
      const days = sellerDayOrdersOf(
        [
          { _id: 'a00000000000000000000001', createdAt: at(0), lines: [line('l1', 'me', sent), line('l2', 'rival'), line('l3', 'me', null)] },
          { _id: 'c00000000000000000000003', createdAt: at(5), lines: [line('l4', 'me')] },
          { _id: 'b00000000000000000000002', createdAt: at(5), lines: [line('l5', 'me')] },
          { _id: 'd00000000000000000000004', createdAt: at(9), lines: [line('l6', 'rival')] },
          {
            _id: 'e00000000000000000000005',
            createdAt: new Date('2026-03-02T00:00:00Z'),
            currentStatus: orderStatusMessages.delivered,
            lines: [line('l7', 'me')],
          },
        ],
        'me',
      );
      expect([...days.keys()]).toEqual(['2026-03-01', '2026-03-02']);
      expect(days.get('2026-03-01')).toEqual([
        { orderId: 'c00000000000000000000003', createdAt: at(5).getTime(), states: [checking] },
        { orderId: 'b00000000000000000000002', createdAt: at(5).getTime(), states: [checking] },
        { orderId: 'a00000000000000000000001', createdAt: at(0).getTime(), states: [sent, checking] },
      ]);
      expect(days.get('2026-03-02')![0].states).toEqual([trackStatusMessages.delivered]);
    });

    test('survive their text, a state outside the tracking statuses too', () => {
      const orders: SellerDayOrder[] = [
        { orderId: 'a00000000000000000000001', createdAt: at(3).getTime(), states: [sent, 'Estado antiguo', TRACK_STATUSES.at(-1)!] },
        { orderId: 'b00000000000000000000002', createdAt: at(1).getTime(), states: [] },
      ];
      expect(decodeSellerDayOrders(encodeSellerDayOrders(orders))).toEqual(orders);
      expect(decodeSellerDayOrders(encodeSellerDayOrders([]))).toEqual([]);
    });

    test('the orders to count a stale day again are those it kept and those written since, each once', () => {
      const kept = (...ids: string[]) => ids.map((orderId) => ({ orderId, createdAt: 0, states: [checking] }));
      expect(ordersToCount([kept('a', 'b'), kept('c')], [{ _id: 'b' }, { _id: 'd' }]).sort()).toEqual(['a', 'b', 'c', 'd']);
      expect(ordersToCount([], [{ _id: 'd' }])).toEqual(['d']);
      expect(ordersToCount([kept('a')], [])).toEqual(['a']);
    });

    test('a page needs only the orders that hold its lines, and says how many of their lines come before it', () => {
      const order = (orderId: string, ...states: string[]) => ({ orderId, createdAt: 0, states });
      const orders = [order('o1', checking, sent), order('o2', sent), order('o3', checking, checking, checking), order('o4', checking)];
      expect(ordersOfPage(orders, undefined, 0, 2)).toEqual({ orderIds: ['o1'], linesBefore: 0 });
      expect(ordersOfPage(orders, undefined, 1, 3)).toEqual({ orderIds: ['o1', 'o2', 'o3'], linesBefore: 1 });
      expect(ordersOfPage(orders, undefined, 4, 2)).toEqual({ orderIds: ['o3'], linesBefore: 1 });
      expect(ordersOfPage(orders, sent, 1, 5)).toEqual({ orderIds: ['o2'], linesBefore: 0 });
      expect(ordersOfPage(orders, checking, 1, 3)).toEqual({ orderIds: ['o3'], linesBefore: 0 });
      expect(ordersOfPage(orders, undefined, 7, 2)).toEqual({ orderIds: [], linesBefore: 0 });
    });

    test('the page read from the orders it needs is the page of a read of every order, for every status and page', () => {
      // Orders of a few milliseconds, several in each, with lines of both sellers in every status.
      const all = Array.from({ length: 40 }, (_, i) => ({
        _id: (0x100000 + ((i * 7919) % 40)).toString(16).padStart(24, '0'),
        createdAt: at(Math.floor(i / 3)),
        lines: Array.from({ length: 1 + (i % 3) }, (_, j) => line(`l${i}-${j}`, (i + j) % 4 === 0 ? 'rival' : 'me', TRACK_STATUSES[(i * 3 + j) % 4])),
      }));
      const kept = sellerDayOrdersOf(all, 'me').get('2026-03-01')!;
      for (const status of [undefined, ...TRACK_STATUSES.slice(0, 4)]) {
        const whole = sellerLinesFrom(all, 'me', status, 0, 1_000);
        for (const limit of [1, 3, 7]) {
          for (let start = 0; start <= whole.count; start += limit) {
            const { orderIds, linesBefore } = ordersOfPage(kept, status, start, limit);
            const page = sellerLinesFrom(
              all.filter((o) => orderIds.includes(o._id)),
              'me',
              status,
              linesBefore,
              limit,
            );
            expect(page.rows.map((r) => r.line._id)).toEqual(whole.rows.slice(start, start + limit).map((r) => r.line._id));
          }
        }
      }
    });
  });
});
