import { TRACK_STATUSES, type TrackStatus } from '../orders/status';
import { lineStateOf } from './deliveries-page';
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
