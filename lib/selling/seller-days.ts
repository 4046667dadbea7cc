import { TRACK_STATUSES, type TrackStatus } from '../orders/status';
import { lineStateOf, newestOrderFirst } from './deliveries-page';
import { dayKey } from './sales-days';
import { salesRowsOf, sellerLineOf, type AmountRow, type SalesRow, type StoredLine } from './summary';

/**
 * One seller's figures per UTC day (pure parts; kept in models/SellerDay.ts): what the dashboard
 * sums and what /delivers counts and pages by, so that neither reads the seller's whole history.
 * Computed from the orders that count (lib/selling/order-sums.ts orderMatch: not cancelled).
 */
export type SellerDayFigures = {
  sales: SalesRow[];
  discounts: AmountRow[];
  /** Orders of the day with a line of the seller. */
  orders: number;
  /** The seller's lines of those orders. */
  lines: number;
  /** Those lines by the state every screen shows (lineStateOf), as /delivers counts them. */
  statusLines: Partial<Record<TrackStatus, number>>;
  /** Those lines with a buyer's claim (lib/claims): the dashboard's claim rate. */
  claimedLines: number;
  /** What claims refunded per product, taken from the income. */
  refunds: AmountRow[];
};

/** An order as the seller's figures read it. */
export type OrderForSellerFigures = {
  _id?: unknown;
  createdAt: Date;
  currentStatus?: string | null;
  lines: (StoredLine & { trackStatus?: { currentStatus?: string | null } | null })[];
};

export const NO_SELLER_FIGURES: SellerDayFigures = { sales: [], discounts: [], orders: 0, lines: 0, statusLines: {}, claimedLines: 0, refunds: [] };

/** Each day's figures of `sellerId` in the orders (pure); the orders must already be the ones that count. */
export function sellerDayFiguresOf(orders: readonly OrderForSellerFigures[], sellerId: string): Map<string, SellerDayFigures> {
  const byDay = new Map<string, { orders: OrderForSellerFigures[] }>();
  for (const order of orders) {
    if (!order.lines.some((line) => String(line.seller) === sellerId)) continue;
    const day = dayKey(order.createdAt);
    const own = byDay.get(day) ?? { orders: [] };
    own.orders.push(order);
    byDay.set(day, own);
  }
  const days = new Map<string, SellerDayFigures>();
  for (const [day, { orders: own }] of byDay) {
    const statusLines: Partial<Record<TrackStatus, number>> = {};
    const lines = own.flatMap((order) =>
      order.lines
        .filter((line) => String(line.seller) === sellerId)
        .map((line) => {
          const status = lineStateOf(order, line);
          if ((TRACK_STATUSES as readonly string[]).includes(status)) statusLines[status as TrackStatus] = (statusLines[status as TrackStatus] ?? 0) + 1;
          return sellerLineOf(order.createdAt, line);
        }),
    );
    const claimedLines = lines.filter((line) => line.claims > 0).length;
    days.set(day, { ...salesRowsOf(lines), orders: own.length, lines: lines.length, statusLines, claimedLines });
  }
  return days;
}

/** The seller's lines a day holds, of one tracking status or of all (pure). */
export function linesOfDay(figures: SellerDayFigures, status?: TrackStatus): number {
  return status ? (figures.statusLines[status] ?? 0) : figures.lines;
}

/**
 * Which days hold the lines [skip, skip + limit) of the seller's lines newest first (pure): the
 * newest and oldest such day, and how many lines the days newer than them hold. Null when the
 * page is past the end.
 */
export function daysOfPage(
  days: ReadonlyMap<string, SellerDayFigures>,
  status: TrackStatus | undefined,
  skip: number,
  limit: number,
): { newest: string; oldest: string; linesBefore: number } | null {
  let seen = 0;
  let found: { newest: string; oldest: string; linesBefore: number } | null = null;
  for (const day of [...days.keys()].sort().reverse()) {
    const count = linesOfDay(days.get(day)!, status);
    if (count && seen + count > skip) {
      if (!found) found = { newest: day, oldest: day, linesBefore: seen };
      found.oldest = day;
    }
    seen += count;
    if (seen >= skip + limit) break;
  }
  return found;
}

/** A day's figures as the compact JSON text models/SellerDay.ts keeps (the seller is the document's). */
export function encodeSellerDay(figures: SellerDayFigures): string {
  return JSON.stringify({
    s: figures.sales.map((r) => [r.product, r.name, r.price, r.importCost, r.units]),
    d: figures.discounts.map((r) => [r.product, r.amount]),
    o: figures.orders,
    n: figures.lines,
    t: figures.statusLines,
    ...(figures.claimedLines ? { c: figures.claimedLines } : {}),
    ...(figures.refunds.length ? { r: figures.refunds.map((r) => [r.product, r.amount]) } : {}),
  });
}

// `c` and `r` (claims) are absent from days kept before claims, and from days without one.
type Encoded = {
  s: [string, string, number, number, number][];
  d: [string, number][];
  o: number;
  n: number;
  t: Partial<Record<TrackStatus, number>>;
  c?: number;
  r?: [string, number][];
};

/** The figures encodeSellerDay wrote, of `sellerId`. */
export function decodeSellerDay(text: string, sellerId: string): SellerDayFigures {
  const { s, d, o, n, t, c = 0, r = [] } = JSON.parse(text) as Encoded;
  return {
    sales: s.map(([product, name, price, importCost, units]) => ({ product, seller: sellerId, name, price, importCost, units })),
    discounts: d.map(([product, amount]) => ({ product, amount })),
    orders: o,
    lines: n,
    statusLines: t,
    claimedLines: c,
    refunds: r.map(([product, amount]) => ({ product, amount })),
  };
}

/**
 * One of the seller's orders of a day, as /delivers pages it without reading it: its id, creation
 * time, and the state (lineStateOf) of each of the seller's lines, as of the day's figures.
 */
export type SellerDayOrder = { orderId: string; createdAt: number; states: string[] };

/** Each day's orders of `sellerId`, newest first as /delivers shows them (pure); the orders must already be the ones that count. */
export function sellerDayOrdersOf(orders: readonly OrderForSellerFigures[], sellerId: string): Map<string, SellerDayOrder[]> {
  const days = new Map<string, SellerDayOrder[]>();
  for (const order of orders) {
    const states = order.lines.filter((line) => String(line.seller) === sellerId).map((line) => lineStateOf(order, line));
    if (!states.length) continue;
    const day = dayKey(order.createdAt);
    const own = days.get(day) ?? [];
    own.push({ orderId: String(order._id), createdAt: new Date(order.createdAt).getTime(), states });
    days.set(day, own);
  }
  for (const own of days.values()) own.sort(newestOrderFirst);
  return days;
}

/**
 * The orders to read to count the stale days again (pure): those each day kept, and the seller's
 * orders written since the last check, once each. An order never loses its seller's line nor
 * changes day, so no other order of those days can have changed.
 */
export function ordersToCount(kept: Iterable<readonly SellerDayOrder[]>, written: readonly { _id: unknown }[]): string[] {
  const ids = new Set<string>();
  for (const orders of kept) for (const order of orders) ids.add(order.orderId);
  for (const order of written) ids.add(String(order._id));
  return [...ids];
}

/**
 * Which of the orders (newest first) hold the seller's lines [start, start + limit), of one
 * tracking status or of all, counted as sellerLinesFrom counts them, and how many of those orders'
 * lines come before the page (pure): the page's orders are read by id, and nothing else.
 */
export function ordersOfPage(
  orders: readonly SellerDayOrder[],
  status: TrackStatus | undefined,
  start: number,
  limit: number,
): { orderIds: string[]; linesBefore: number } {
  const orderIds: string[] = [];
  let seen = 0;
  let linesBefore = 0;
  for (const order of orders) {
    if (seen >= start + limit) break;
    const count = status ? order.states.filter((state) => state === status).length : order.states.length;
    if (count && seen + count > start) {
      if (!orderIds.length) linesBefore = start - seen;
      orderIds.push(order.orderId);
    }
    seen += count;
  }
  return { orderIds, linesBefore };
}

// A state is kept as its index in TRACK_STATUSES, or as its text when it is none of them.
type EncodedOrder = [orderId: string, createdAtMs: number, states: (number | string)[]];

/** A day's orders as the compact JSON text models/SellerDay.ts keeps beside its figures. */
export function encodeSellerDayOrders(orders: readonly SellerDayOrder[]): string {
  const stateOf = (state: string) => {
    const index = (TRACK_STATUSES as readonly string[]).indexOf(state);
    return index < 0 ? state : index;
  };
  return JSON.stringify(orders.map((o): EncodedOrder => [o.orderId, o.createdAt, o.states.map(stateOf)]));
}

/** The orders encodeSellerDayOrders wrote. */
export function decodeSellerDayOrders(text: string): SellerDayOrder[] {
  return (JSON.parse(text) as EncodedOrder[]).map(([orderId, createdAt, states]) => ({
    orderId,
    createdAt,
    states: states.map((state) => (typeof state === 'number' ? TRACK_STATUSES[state] : state)),
  }));
}
