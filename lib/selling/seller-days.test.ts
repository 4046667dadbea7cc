import { orderStatusMessages } from '../messages/order-status';
import { trackStatusMessages } from '../messages/track-status';
import { TRACK_STATUSES } from '../orders/status';
import { daysOfPage, decodeSellerDay, encodeSellerDay, NO_SELLER_FIGURES, sellerDayFiguresOf, type SellerDayFigures } from './seller-days';

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
});
