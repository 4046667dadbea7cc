import { Types } from 'mongoose';
import { globalSlot } from '../global-slot';
import { messages } from '../messages';
import { Order } from '@/models/Order';
import { Product } from '@/models/Product';
import { SalesDay } from '@/models/SalesDay';
import {
  dayEnd,
  dayFiguresOf,
  dayKey,
  daysBetween,
  dayStart,
  decodeDayFigures,
  countedOrders,
  decodeDayOrders,
  encodeDayFigures,
  encodeDayOrders,
  ordersToReread,
  runsOf,
  staleDays,
  withRereadOrders,
  WRITE_LANDING_MS,
  type DayFigures,
  type DayOrders,
  type OrderForFigures,
} from './sales-days';
import { earningOf, type EarningSettings } from './summary';

/**
 * Sales figures from the orders: read once with the fields they need and summed here by pure
 * functions (summary.ts, sales-days.ts), since FerretDB v1's aggregation decodes every order it
 * groups, knows no arithmetic ($multiply) and computes only the first accumulator of a $group.
 */

/** Which orders count: not cancelled, created in [from, to), and with lines of `sellerId` when given. */
export type SalesScope = { sellerId?: string; from?: Date; to?: Date };

/**
 * The one filter of the orders a seller's figures count, shared by /selldashboard and /delivers so
 * both screens count the same orders (decision 20): cancelled orders count on neither.
 */
export function orderMatch(scope: SalesScope): Record<string, unknown> {
  const match: Record<string, unknown> = { currentStatus: { $ne: messages.orderStatus.cancelled } };
  if (scope.from || scope.to) match.createdAt = { ...(scope.from ? { $gte: scope.from } : {}), ...(scope.to ? { $lt: scope.to } : {}) };
  if (scope.sellerId) match['lines.seller'] = new Types.ObjectId(scope.sellerId);
  return match;
}

/**
 * Earning settings read before in this process (null: no such product), and when they were last
 * checked. A product written since a check (every product write sets its updatedAt, which the
 * catalogue's restart relies on too) is read again at the next call, so a change made by any
 * process shows at the next report, as a written order does for the kept days below. Six months of
 * finances need the settings of ~5,000 products: 0.25–0.3 s to read at each call.
 */
type SettingsMemo = { checkedAt: number; byId: Map<string, EarningSettings | null> };

const SETTINGS_MEMO_MAX = 200_000;

/** The current name and earning settings of the given products. */
export async function earningSettings(ids: string[]): Promise<Map<string, EarningSettings>> {
  const unique = [...new Set(ids)].filter((id) => Types.ObjectId.isValid(id));
  if (!unique.length) return new Map();
  const memo = globalSlot('__importaEarningSettings', (): SettingsMemo => ({ checkedAt: 0, byId: new Map() }));
  // Stamped before the reads: a product written during them is read again at the next call.
  const checkedAt = Date.now();
  if (memo.byId.size > SETTINGS_MEMO_MAX) memo.byId.clear();
  if (memo.byId.size) {
    const written = await Product.find({ updatedAt: { $gte: new Date(memo.checkedAt - WRITE_LANDING_MS) } }, { _id: 1 }).lean();
    for (const product of written) memo.byId.delete(String(product._id));
  }
  memo.checkedAt = checkedAt;
  const missing = unique.filter((id) => !memo.byId.has(id));
  if (missing.length) {
    const docs = await Product.find({ _id: { $in: missing } }, 'name platformEarningType fixedPlatformEarning percent').lean();
    for (const id of missing) memo.byId.set(id, null);
    for (const d of docs) memo.byId.set(String(d._id), { name: d.name, ...earningOf(d) });
  }
  return new Map(
    unique.flatMap((id) => {
      const settings = memo.byId.get(id);
      return settings ? [[id, settings] as const] : [];
    }),
  );
}

/**
 * The figures of every UTC day of [from, to) up to now, by day: the kept ones (models/SalesDay.ts),
 * and those never computed or with an order written since, computed again from their orders and kept.
 */
export async function loadDayFigures(from: Date, to: Date, now = new Date()): Promise<Map<string, DayFigures>> {
  // One computation at a time in the process: a report asked for while the start-up warm (or another
  // report) computes days waits for it and then reads them kept, instead of computing them again.
  const turn = globalSlot('__importaSalesDays', () => ({ last: Promise.resolve() }));
  const previous = turn.last;
  let release = () => {};
  turn.last = new Promise<void>((resolve) => {
    release = resolve;
  });
  await previous;
  try {
    return await computeDayFigures(from, to, now);
  } finally {
    release();
  }
}

async function computeDayFigures(from: Date, to: Date, now: Date): Promise<Map<string, DayFigures>> {
  const wanted = daysBetween(from, to, now);
  if (!wanted.length) return new Map();
  // Stamped before the reads: an order written during them makes its day stale at the next call.
  const checkedAt = new Date();
  const decoded = decodedDays();
  const kept = await keptDays(wanted);
  const computed = new Map(kept.map((d) => [d.day, d.computedAt]));
  const oldest = Math.min(...kept.map((d) => d.computedAt.getTime()));
  const rangeStart = dayStart(wanted[0]);
  const rangeEnd = dayEnd(wanted[wanted.length - 1]);
  // Read by updatedAt alone (its own index): the orders written since the oldest check, few.
  const written = kept.length
    ? (await Order.find({ updatedAt: { $gte: new Date(oldest - WRITE_LANDING_MS) } }, { createdAt: 1, updatedAt: 1 }).lean()).filter(
        (o) => o.createdAt >= rangeStart && o.createdAt < rangeEnd,
      )
    : [];
  const stale = staleDays(wanted, computed, written);
  const figures = new Map<string, DayFigures>(kept.map((d) => [d.day, d.figures]));
  // The days found fresh are exact as of this check: stamping them (when the oldest stamp is a few
  // minutes old, not at every call) keeps the next check's read of written orders short.
  const fresh = kept.map((d) => d.day).filter((day) => !stale.includes(day));
  if (fresh.length && checkedAt.getTime() - oldest > RESTAMP_AFTER_MS) {
    const legacy = new Set(kept.filter((d) => !d.figuresAt).map((d) => d.day));
    const keptBefore = fresh.filter((day) => !legacy.has(day));
    const unmarked = fresh.filter((day) => legacy.has(day));
    if (keptBefore.length) await SalesDay.updateMany({ day: { $in: keptBefore } }, { $set: { computedAt: checkedAt } });
    // A day kept before figuresAt existed gets it now, once: the other processes decode it once more.
    if (unmarked.length) await SalesDay.updateMany({ day: { $in: unmarked } }, { $set: { computedAt: checkedAt, figuresAt: checkedAt } });
    for (const day of unmarked) decoded.set(day, { figuresAt: checkedAt.getTime(), figures: figures.get(day)! });
  }
  // The day still taking orders: the orders written since are read alone and summed in with its kept orders.
  const today = dayKey(now);
  const todayKept = kept.find((d) => d.day === today);
  const recount = [...stale];
  if (todayKept && stale.includes(today)) {
    const since = todayKept.computedAt.getTime() - WRITE_LANDING_MS;
    const writtenToday = written.filter((o) => dayKey(o.createdAt) === today && o.updatedAt && o.updatedAt.getTime() >= since);
    const own = await sumWrittenOrders(today, todayKept.figuresAt, writtenToday, checkedAt);
    if (own) {
      figures.set(today, own);
      recount.splice(recount.indexOf(today), 1);
    }
  }
  for (const [first, last] of runsOf(recount)) {
    const computedAt = new Date();
    const orders = await Order.find(orderMatch({ from: dayStart(first), to: dayEnd(last) }), FIGURE_FIELDS).lean<
      (OrderForFigures & { _id: unknown; updatedAt?: Date | null })[]
    >();
    const found = dayFiguresOf(orders);
    const days = recount.filter((day) => day >= first && day <= last);
    await SalesDay.bulkWrite(
      days.map((day) => {
        const own = found.get(day) ?? NO_FIGURES;
        figures.set(day, own);
        decoded.set(day, { figuresAt: computedAt.getTime(), figures: own });
        const set = { computedAt, figuresAt: computedAt, figures: encodeDayFigures(own) };
        if (day !== today) return { updateOne: { filter: { day }, update: { $set: set, $unset: { orders: 1, ordersAt: 1 } }, upsert: true } };
        const dayOrders: DayOrders = new Map(
          orders.filter((o) => dayKey(o.createdAt) === day).map((o) => [String(o._id), { updatedAt: o.updatedAt?.getTime() ?? 0, order: o }]),
        );
        decodedOrders().set(day, { figuresAt: computedAt.getTime(), orders: dayOrders });
        return { updateOne: { filter: { day }, update: { $set: { ...set, orders: encodeDayOrders(dayOrders), ordersAt: computedAt } }, upsert: true } };
      }),
    );
  }
  return new Map(wanted.map((day) => [day, figures.get(day) ?? NO_FIGURES]));
}

const NO_FIGURES: DayFigures = { sales: [], discounts: [], delivery: [], refunds: [] };

/** What a day's figures are summed from, with the version (updatedAt) a day keeps its orders at. */
const FIGURE_FIELDS = { createdAt: 1, updatedAt: 1, lines: 1, deliveryCostsPerUser: 1 } as const;

/**
 * The day's figures with the orders written since its check that it keeps at another version (or
 * not at all) read again, alone, and summed in with the orders the day keeps (the figures of the
 * whole day from its kept orders: a few hundred, in memory). Written over the day only if no other
 * process wrote it since its orders were read, so a day's figures and orders always come from one
 * reading. Null when the day keeps no orders (kept before they were, by a full recount of a past
 * day, or by code that does not keep them): the caller counts the day again.
 */
async function sumWrittenOrders(
  day: string,
  figuresAt: Date | null | undefined,
  written: readonly { _id: unknown; updatedAt?: Date | null }[],
  checkedAt: Date,
): Promise<DayFigures | null> {
  const kept = figuresAt ? await keptDayOrders(day, figuresAt) : null;
  if (!kept) return null;
  const ids = ordersToReread(kept.orders, written);
  const reread = ids.length
    ? await Order.find({ _id: { $in: ids } }, { ...FIGURE_FIELDS, currentStatus: 1 }).lean<
        (OrderForFigures & { _id: unknown; updatedAt?: Date | null; currentStatus?: string | null })[]
      >()
    : [];
  const counted = reread.map((o) => ({ ...o, counts: o.currentStatus !== messages.orderStatus.cancelled && dayKey(o.createdAt) === day }));
  const next = withRereadOrders(kept.orders, counted);
  // Every order written since is kept at its version: the day is exact as of this check as it is.
  if (!next) return decodedDays().get(day)?.figuresAt === kept.figuresAt ? decodedDays().get(day)!.figures : figuresOfDay(kept.orders, day);
  const own = figuresOfDay(next, day);
  const at = new Date();
  const write = await SalesDay.updateOne(
    { day, figuresAt: new Date(kept.figuresAt) },
    { $set: { computedAt: checkedAt, figuresAt: at, figures: encodeDayFigures(own), orders: encodeDayOrders(next), ordersAt: at } },
  );
  if (write.modifiedCount) {
    decodedDays().set(day, { figuresAt: at.getTime(), figures: own });
    decodedOrders().set(day, { figuresAt: at.getTime(), orders: next });
  }
  // Another process wrote the day meanwhile: these figures are still exact as of this check, and the next check reads its.
  return own;
}

function figuresOfDay(orders: DayOrders, day: string): DayFigures {
  return dayFiguresOf(countedOrders(orders)).get(day) ?? NO_FIGURES;
}

/** The orders the day keeps at `figuresAt` (decoded in this process when it read them at that stamp); null when it keeps none. */
async function keptDayOrders(day: string, figuresAt: Date): Promise<{ figuresAt: number; orders: DayOrders } | null> {
  const cached = decodedOrders().get(day);
  if (cached?.figuresAt === figuresAt.getTime()) return cached;
  const doc = await SalesDay.findOne({ day }, { figuresAt: 1, orders: 1, ordersAt: 1 }).lean();
  if (!doc?.figuresAt || typeof doc.orders !== 'string' || doc.ordersAt?.getTime() !== doc.figuresAt.getTime()) return null;
  const orders = decodeDayOrders(doc.orders);
  if (!orders) return null;
  const own = { figuresAt: doc.figuresAt.getTime(), orders };
  decodedOrders().set(day, own);
  return own;
}

/** The kept orders of days as decoded in this process, by day, with the figuresAt they were written at. */
function decodedOrders(): Map<string, { figuresAt: number; orders: DayOrders }> {
  const days = globalSlot('__importaDayOrders', () => new Map<string, { figuresAt: number; orders: DayOrders }>());
  // Only the day taking orders is read here: an older one is dropped once the day has passed.
  if (days.size > 2) for (const day of [...days.keys()].sort().slice(0, -2)) days.delete(day);
  return days;
}

/**
 * Kept days' figures as decoded in this process, by day, with the figuresAt they were written at: a
 * day whose figures are unchanged is not read and parsed again (six months: 180 texts, 50,000 rows),
 * however often a check moves its computedAt. Keyed by computedAt, every check's restamp made every
 * other process read and parse them all again at its next report (1–3 s on the bench dataset).
 */
type DecodedDay = { figuresAt: number; figures: DayFigures };

function decodedDays(): Map<string, DecodedDay> {
  return globalSlot('__importaDecodedDays', () => new Map<string, DecodedDay>());
}

/** The stamp a day's figures were written at: figuresAt, or computedAt for a day kept before figuresAt existed. */
function figuresStamp(d: { computedAt: Date; figuresAt?: Date | null }): number {
  return (d.figuresAt ?? d.computedAt).getTime();
}

/** The kept figures of the days, read only for the days this process has not decoded as last written. */
async function keptDays(wanted: string[]): Promise<{ day: string; computedAt: Date; figuresAt?: Date | null; figures: DayFigures }[]> {
  const decoded = decodedDays();
  const stamps = await SalesDay.find({ day: { $in: wanted } }, { day: 1, computedAt: 1, figuresAt: 1 }).lean();
  const unread = stamps.filter((d) => decoded.get(d.day)?.figuresAt !== figuresStamp(d)).map((d) => d.day);
  if (unread.length) {
    for (const d of await SalesDay.find({ day: { $in: unread } }, { day: 1, computedAt: 1, figuresAt: 1, figures: 1 }).lean()) {
      if (typeof d.figures === 'string') decoded.set(d.day, { figuresAt: figuresStamp(d), figures: decodeDayFigures(d.figures) });
    }
  }
  return stamps.flatMap((d) => {
    const own = decoded.get(d.day);
    return own?.figuresAt === figuresStamp(d) ? [{ day: d.day, computedAt: d.computedAt, figuresAt: d.figuresAt, figures: own.figures }] : [];
  });
}

const RESTAMP_AFTER_MS = 10 * 60_000;
