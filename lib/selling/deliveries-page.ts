import { skipOf } from '../paging';
import { shownLineStatus, TRACK_STATUSES, type TrackStatus } from '../orders/status';

/** A line as read from an order: its id, seller and tracking status are all the page needs to place it. */
type LineLike = { _id?: unknown; seller?: unknown; trackStatus?: { currentStatus?: string | null } | null; replacementFor?: unknown };

/** An order read with its status, creation time and lines only: a line's state follows its order's. */
export type OrderWithLines<L extends LineLike> = { _id: unknown; createdAt: Date; currentStatus?: string | null; lines: readonly L[] };

/**
 * The state a seller's line shows on every screen (shownLineStatus: a delivered order's lines read
 * Entregado), which /delivers counts, filters and pages by, here and in the kept days alike.
 */
export function lineStateOf(order: { currentStatus?: string | null }, line: LineLike): string {
  return shownLineStatus(order.currentStatus ?? '', line.trackStatus?.currentStatus ?? TRACK_STATUSES[0], Boolean(line.replacementFor));
}

export type SellerLinesPage<L extends LineLike> = {
  /** Lines of the seller in the status asked for (all statuses when none). */
  count: number;
  /** The page's lines, newest order first (by creation time, then id) and, within an order, by line id. */
  rows: { orderId: string; line: L }[];
  /** The seller's lines in each tracking status as every screen shows it, before the status filter. */
  statusCounts: Record<TrackStatus, number>;
};

/**
 * One page of a seller's order lines (pure): read from the seller's orders, counted, filtered by
 * tracking status and paged here, where four database aggregations each read every order of the seller.
 * The status counted and filtered is the one the order shows (a delivered order's lines read
 * Entregado), so the tabs agree with the buyer's and the admins' screens.
 */
export function sellerLinesPage<L extends LineLike>(
  orders: readonly OrderWithLines<L>[],
  sellerId: string,
  status: TrackStatus | undefined,
  page: number,
  limit: number,
): SellerLinesPage<L> {
  return sellerLinesFrom(orders, sellerId, status, skipOf({ page, limit }), limit);
}

/** The seller's lines [start, start + limit) of the orders, as sellerLinesPage orders them (pure). */
export function sellerLinesFrom<L extends LineLike>(
  orders: readonly OrderWithLines<L>[],
  sellerId: string,
  status: TrackStatus | undefined,
  start: number,
  limit: number,
): SellerLinesPage<L> {
  const statusCounts = Object.fromEntries(TRACK_STATUSES.map((s) => [s, 0])) as Record<TrackStatus, number>;
  const matching: { orderId: string; createdAt: number; line: L }[] = [];
  for (const order of orders) {
    for (const line of order.lines) {
      if (String(line.seller) !== sellerId) continue;
      const current = lineStateOf(order, line);
      if (current in statusCounts) statusCounts[current as TrackStatus] += 1;
      if (!status || current === status) matching.push({ orderId: String(order._id), createdAt: new Date(order.createdAt).getTime(), line });
    }
  }
  // By creation time, as the kept days that page the lines (lib/selling/seller-days.ts) split and order them.
  matching.sort((a, b) => newestOrderFirst(a, b) || compareText(String(a.line._id), String(b.line._id)));
  const rows = matching.slice(start, start + limit).map(({ orderId, line }) => ({ orderId, line }));
  return { count: matching.length, rows, statusCounts };
}

/** Newest order first: by creation time, then by id (orders can share a millisecond), as every page of lines is ordered (pure). */
export function newestOrderFirst(a: { createdAt: number; orderId: string }, b: { createdAt: number; orderId: string }): number {
  return b.createdAt - a.createdAt || compareText(b.orderId, a.orderId);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
