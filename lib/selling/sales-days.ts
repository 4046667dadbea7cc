import { toCents } from '../money';
import { salesRowsOf, sellerLineOf, type AmountRow, type SalesRow, type SellerLine, type StoredLine } from './summary';

/**
 * Sales figures per UTC day (pure parts). The finances sum days instead of reading every order of
 * their months: a day's figures are kept (models/SalesDay.ts) and computed again only when one of
 * its orders was written since they were computed.
 */

/** `refunds`: what buyers' claims refunded per product (lib/claims), taken from the sales. */
export type DayFigures = { sales: SalesRow[]; discounts: AmountRow[]; delivery: { seller: string; cents: number }[]; refunds: AmountRow[] };

/** A write is stamped (updatedAt) before it reaches the database: one landing this long after its stamp still counts. */
export const WRITE_LANDING_MS = 60_000;

const DAY_MS = 86_400_000;

/** '2026-11-24' for any time of that UTC day. */
export function dayKey(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The UTC day's start. */
export function dayStart(key: string): Date {
  return new Date(`${key}T00:00:00.000Z`);
}

/** The next UTC day's start. */
export function dayEnd(key: string): Date {
  return new Date(dayStart(key).getTime() + DAY_MS);
}

/** The keys of the UTC days that [from, to) touches, up to the day of `now` (later days have no orders yet). */
export function daysBetween(from: Date, to: Date, now: Date): string[] {
  const last = Math.min(to.getTime() - 1, now.getTime());
  const days: string[] = [];
  for (let t = dayStart(dayKey(from)).getTime(); t <= last; t += DAY_MS) days.push(dayKey(new Date(t)));
  return days;
}

/** An order as the figures read it. */
export type OrderForFigures = {
  createdAt: Date;
  lines: StoredLine[];
  deliveryCostsPerUser?: { user?: unknown; deliveryCost?: number | null }[] | null;
};

/** Each day's figures of the orders (pure); orders must already be the ones that count (not cancelled). */
export function dayFiguresOf(orders: readonly OrderForFigures[]): Map<string, DayFigures> {
  const lines = new Map<string, SellerLine[]>();
  const delivery = new Map<string, Map<string, number>>();
  for (const order of orders) {
    const day = dayKey(order.createdAt);
    const own = lines.get(day) ?? [];
    lines.set(day, own);
    for (const line of order.lines) own.push(sellerLineOf(order.createdAt, line));
    const perSeller = delivery.get(day) ?? new Map<string, number>();
    delivery.set(day, perSeller);
    for (const cost of order.deliveryCostsPerUser ?? []) {
      if (!cost.user) continue;
      perSeller.set(String(cost.user), (perSeller.get(String(cost.user)) ?? 0) + toCents(cost.deliveryCost ?? 0));
    }
  }
  const days = new Map<string, DayFigures>();
  for (const [day, own] of lines) {
    const { sales, discounts, refunds } = salesRowsOf(own);
    days.set(day, {
      sales,
      discounts,
      delivery: [...(delivery.get(day) ?? new Map<string, number>())].map(([seller, cents]) => ({ seller, cents })),
      refunds,
    });
  }
  return days;
}

/**
 * The wanted days to compute again (pure): those never computed, and those with an order written
 * (updatedAt) at or after their computation, less the landing allowance.
 */
export function staleDays(
  wanted: readonly string[],
  computed: ReadonlyMap<string, Date>,
  written: readonly { createdAt: Date; updatedAt?: Date | null }[],
): string[] {
  const stale = new Set(wanted.filter((day) => !computed.has(day)));
  for (const order of written) {
    const day = dayKey(order.createdAt);
    const at = computed.get(day);
    if (at && order.updatedAt && order.updatedAt.getTime() >= at.getTime() - WRITE_LANDING_MS) stale.add(day);
  }
  return wanted.filter((day) => stale.has(day));
}

/** Consecutive days as runs [first, last] of at most `longest` days, so that each run is read with one query of bounded size. */
export function runsOf(days: readonly string[], longest = 7): [string, string][] {
  const runs: [string, string][] = [];
  let length = 0;
  for (const day of days) {
    const last = runs.at(-1);
    if (last && length < longest && dayKey(dayEnd(last[1])) === day) {
      last[1] = day;
      length += 1;
    } else {
      runs.push([day, day]);
      length = 1;
    }
  }
  return runs;
}

/** The figures of several days as one (pure): rows side by side, delivery summed per seller. */
export function mergeDays(days: readonly DayFigures[]): { sales: SalesRow[]; discounts: AmountRow[]; delivery: Map<string, number>; refunds: AmountRow[] } {
  const delivery = new Map<string, number>();
  for (const day of days) for (const d of day.delivery) delivery.set(d.seller, (delivery.get(d.seller) ?? 0) + d.cents);
  return { sales: days.flatMap((d) => d.sales), discounts: days.flatMap((d) => d.discounts), delivery, refunds: days.flatMap((d) => d.refunds) };
}

/** A day's figures as the compact JSON text models/SalesDay.ts keeps: rows as arrays, not objects. */
export function encodeDayFigures(figures: DayFigures): string {
  return JSON.stringify({
    s: figures.sales.map((r) => [r.product, r.seller, r.name, r.price, r.importCost, r.units]),
    d: figures.discounts.map((r) => [r.product, r.amount]),
    v: figures.delivery.map((r) => [r.seller, r.cents]),
    ...(figures.refunds.length ? { r: figures.refunds.map((r) => [r.product, r.amount]) } : {}),
  });
}

// `r` (claim refunds) is absent from days kept before claims, and from days without a refund.
type Encoded = { s: [string, string, string, number, number, number][]; d: [string, number][]; v: [string, number][]; r?: [string, number][] };

/** The figures encodeDayFigures wrote. */
export function decodeDayFigures(text: string): DayFigures {
  const { s, d, v, r = [] } = JSON.parse(text) as Encoded;
  return {
    sales: s.map(([product, seller, name, price, importCost, units]) => ({ product, seller, name, price, importCost, units })),
    discounts: d.map(([product, amount]) => ({ product, amount })),
    delivery: v.map(([seller, cents]) => ({ seller, cents })),
    refunds: r.map(([product, amount]) => ({ product, amount })),
  };
}

/**
 * The orders of one day, by id, as the day's figures were summed from them: kept beside the
 * figures of the day that is still taking orders (models/SalesDay.ts `orders`), so that an order
 * written since is summed in by reading that order alone, not the whole day again. Each keeps the
 * updatedAt of the version read, so that an order is read again only once it was written since,
 * and what the figures read of it: null for one that does not count (cancelled).
 */
export type KeptOrder = { updatedAt: number; order: OrderForFigures | null };
export type DayOrders = Map<string, KeptOrder>;

/** An order as read again after a write: its id, version and whether it still counts (not cancelled). */
export type RereadOrder = OrderForFigures & { _id: unknown; updatedAt?: Date | null; counts: boolean };

/** The orders written since (id and updatedAt) that the day keeps at another version, or not at all (pure): those to read again. */
export function ordersToReread(kept: ReadonlyMap<string, KeptOrder>, written: readonly { _id: unknown; updatedAt?: Date | null }[]): unknown[] {
  return written.filter((o) => kept.get(String(o._id))?.updatedAt !== (o.updatedAt?.getTime() ?? 0)).map((o) => o._id);
}

/**
 * The day's orders after some of them were read again (pure): each replaces what was kept of it,
 * and one that no longer counts (cancelled) is kept as not counting. Null when nothing changed,
 * so the caller keeps the day as it is. Replacing is idempotent: reading the same version twice
 * gives the same day.
 */
export function withRereadOrders(kept: ReadonlyMap<string, KeptOrder>, reread: readonly RereadOrder[]): DayOrders | null {
  const next: DayOrders = new Map(kept);
  let changed = false;
  for (const { _id, counts, updatedAt, ...order } of reread) {
    const id = String(_id);
    const now: KeptOrder = {
      updatedAt: updatedAt?.getTime() ?? 0,
      order: counts ? { createdAt: order.createdAt, lines: order.lines, deliveryCostsPerUser: order.deliveryCostsPerUser } : null,
    };
    if (JSON.stringify(encodeKept(kept.get(id))) === JSON.stringify(encodeKept(now))) continue;
    next.set(id, now);
    changed = true;
  }
  return changed ? next : null;
}

/** The orders of the day that count (pure). */
export function countedOrders(orders: ReadonlyMap<string, KeptOrder>): OrderForFigures[] {
  return [...orders.values()].flatMap((kept) => (kept.order ? [kept.order] : []));
}

type EncodedLine = [
  product: string,
  seller: string,
  name: string,
  price: number,
  importCost: number,
  count: number,
  couponDiscount: number,
  refundedCents: number,
];
type EncodedOrder = [createdAtMs: number, lines: EncodedLine[], delivery: [seller: string, cost: number][]];
type EncodedKept = [updatedAtMs: number, order: EncodedOrder | 0];

function encodeOrder(order: OrderForFigures): EncodedOrder {
  const lines = order.lines.map((stored): EncodedLine => {
    const l = sellerLineOf(order.createdAt, stored);
    return [l.product, l.seller, l.name, l.price, l.importCost, l.count, l.couponDiscount, l.refundedCents];
  });
  const delivery = (order.deliveryCostsPerUser ?? []).flatMap((c): [string, number][] => (c.user ? [[String(c.user), c.deliveryCost ?? 0]] : []));
  return [order.createdAt.getTime(), lines, delivery];
}

function encodeKept(kept: KeptOrder | undefined): EncodedKept | null {
  return kept ? [kept.updatedAt, kept.order ? encodeOrder(kept.order) : 0] : null;
}

/** The layout of the kept orders' text: another (or none) reads as no kept orders, and the day is counted again whole. */
const DAY_ORDERS_VERSION = 2;

/** A day's orders as the compact JSON text models/SalesDay.ts keeps (only the fields the figures read). */
export function encodeDayOrders(orders: ReadonlyMap<string, KeptOrder>): string {
  return JSON.stringify({ v: DAY_ORDERS_VERSION, o: Object.fromEntries([...orders].map(([id, kept]) => [id, encodeKept(kept)])) });
}

/** The orders encodeDayOrders wrote; null for a text of another layout. */
export function decodeDayOrders(text: string): DayOrders | null {
  const { v, o } = JSON.parse(text) as { v?: number; o?: Record<string, EncodedKept> };
  if (v !== DAY_ORDERS_VERSION || !o) return null;
  return new Map(
    Object.entries(o).map(([id, [updatedAt, encoded]]): [string, KeptOrder] => {
      if (!encoded) return [id, { updatedAt, order: null }];
      const [createdAtMs, lines, delivery] = encoded;
      const createdAt = new Date(createdAtMs);
      const order: OrderForFigures = {
        createdAt,
        lines: lines.map(([product, seller, name, price, importCost, count, couponDiscount, refundedCents]) => ({
          product,
          seller,
          name,
          price,
          importCost,
          count,
          couponDiscount,
          refundedCents,
        })),
        deliveryCostsPerUser: delivery.map(([user, deliveryCost]) => ({ user, deliveryCost })),
      };
      return [id, { updatedAt, order }];
    }),
  );
}
