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
  test('only the seller\'s lines, newest order first (by creation time, then id) and by line id within an order', () => {
    const page = sellerLinesPage(orders, 'me', undefined, 1, 10);
    expect(page.rows.map((r) => [r.orderId.slice(0, 1), r.line._id])).toEqual([['d', 'l8'], ['b', 'l5'], ['a', 'l1'], ['a', 'l2'], ['9', 'l7']]);
    expect(page.count).toBe(5);
  });

  test('counts each status before the filter, and a line without a status in none', () => {
    const page = sellerLinesPage(orders, 'me', second, 1, 10);
    expect(page.rows.map((r) => r.line._id)).toEqual(['l1']);
    expect(page.count).toBe(1);
    expect(page.statusCounts[first]).toBe(3);
    expect(page.statusCounts[second]).toBe(1);
    expect(Object.values(page.statusCounts).reduce((a, b) => a + b, 0)).toBe(4);
  });

  test('pages by the limit, and past the end is empty with the count kept', () => {
    expect(sellerLinesPage(orders, 'me', undefined, 2, 3).rows.map((r) => r.line._id)).toEqual(['l2', 'l7']);
    const past = sellerLinesPage(orders, 'me', undefined, 3, 3);
    expect(past.rows).toEqual([]);
    expect(past.count).toBe(5);
  });
});
