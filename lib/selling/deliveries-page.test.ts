import { orderStatusMessages as s } from '../messages/order-status';
import { trackStatusMessages as t } from '../messages/track-status';
import { TRACK_STATUSES } from '../orders/status';
import { sellerLinesPage } from './deliveries-page';

const [first, second] = TRACK_STATUSES;
const line = (id: string, seller: string, status: string | null = first) => ({ _id: id, seller, trackStatus: status ? { currentStatus: status } : null });

// 'b…' was created after 'a…'; '9…' was created last of all but backdated before them, and 'd…' at the same time as 'b…'.
const at = (day: number) => new Date(Date.UTC(2026, 0, day));
const orders = [
  { _id: 'a00000000000000000000001', createdAt: at(2), lines: [line('l2', 'me'), line('l1', 'me', second), line('l3', 'rival')] },
  { _id: 'b00000000000000000000002', createdAt: at(3), lines: [line('l5', 'me'), line('l4', 'rival', second)] },
  { _id: 'c00000000000000000000003', createdAt: at(4), lines: [line('l6', 'rival')] },
  { _id: '900000000000000000000004', createdAt: at(1), lines: [line('l7', 'me', null)] },
  { _id: 'd00000000000000000000005', createdAt: at(3), lines: [line('l8', 'me')] },
];

describe('sellerLinesPage', () => {
  test("only the seller's lines, newest order first (by creation time, then id) and by line id within an order", () => {
    const page = sellerLinesPage(orders, 'me', undefined, 1, 10);
    expect(page.rows.map((r) => [r.orderId.slice(0, 1), r.line._id])).toEqual([
      ['d', 'l8'],
      ['b', 'l5'],
      ['a', 'l1'],
      ['a', 'l2'],
      ['9', 'l7'],
    ]);
    expect(page.count).toBe(5);
  });

  test('counts each status before the filter; a line without a status reads the first one, as its card shows it', () => {
    const page = sellerLinesPage(orders, 'me', second, 1, 10);
    expect(page.rows.map((r) => r.line._id)).toEqual(['l1']);
    expect(page.count).toBe(1);
    expect(page.statusCounts[first]).toBe(4);
  });

  test('the lines of a delivered order count and filter as Entregado (but No Entregado stays), as the buyer and the admins see them', () => {
    const delivered = [
      {
        _id: 'd00000000000000000000005',
        createdAt: at(3),
        currentStatus: s.delivered,
        lines: [line('l8', 'me'), line('l9', 'me', t.notDelivered), line('l10', 'me', t.sent)],
      },
    ];
    const page = sellerLinesPage(delivered, 'me', t.delivered, 1, 10);
    expect(page.rows.map((r) => r.line._id)).toEqual(['l10', 'l8']);
    expect([page.statusCounts[t.delivered], page.statusCounts[t.notDelivered], page.statusCounts[first], page.statusCounts[t.sent]]).toEqual([2, 1, 0, 0]);
  });

  test('pages by the limit, and past the end is empty with the count kept', () => {
    expect(sellerLinesPage(orders, 'me', undefined, 2, 3).rows.map((r) => r.line._id)).toEqual(['l2', 'l7']);
    const past = sellerLinesPage(orders, 'me', undefined, 3, 3);
    expect(past.rows).toEqual([]);
    expect(past.count).toBe(5);
  });
});
