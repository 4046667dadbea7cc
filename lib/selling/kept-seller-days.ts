import { Types } from 'mongoose';
import { DUPLICATE_KEY } from '../db';
import { globalSlot } from '../global-slot';
import { Order } from '@/models/Order';
import { SellerDay, sellerDayId } from '@/models/SellerDay';
import { SellerDaysCheck } from '@/models/SellerDaysCheck';
import { User } from '@/models/User';
import { orderMatch } from './order-sums';
import { dayEnd, dayKey, dayStart, WRITE_LANDING_MS } from './sales-days';
import {
  decodeSellerDay,
  decodeSellerDayOrders,
  encodeSellerDay,
  encodeSellerDayOrders,
  NO_SELLER_FIGURES,
  ordersToCount,
  sellerDayFiguresOf,
  sellerDayOrdersOf,
  type OrderForSellerFigures,
  type SellerDayFigures,
  type SellerDayOrder,
} from './seller-days';

/**
 * A seller's figures per day, kept in the database (models/SellerDay.ts) with the day's orders (id,
 * creation time, the states of the seller's lines), and brought up to date at each read from the
 * orders written since the seller's last check (models/SellerDaysCheck.ts): the dashboard and
 * /delivers read a few kept days instead of the seller's whole order history, and /delivers reads
 * a page's orders by `_id`. Any order write stamps updatedAt (mongoose timestamps), so a new
 * order, a status change, a cancel, a delivery or a line's tracking status all make their day
 * stale, whichever process wrote them; a stale day is counted again from the orders it kept and
 * those written since, read by `_id` (never the day's orders of every seller, nor the seller's
 * history through the engine's side table of `lines.seller`). Nothing here rests on a process's
 * memory but the decoding of texts already read at their stamp.
 */

/**
 * The layout of the kept days: 2, with their orders. A seller whose check says another (or none:
 * days kept before the orders) has every day counted again whole once, by whichever process reads
 * the seller first, as a seller never checked.
 */
const DAYS_LAYOUT = 2;

/** A kept day as a process decoded it: its figures, and its orders decoded when a page first needs them (ordersOfDay). */
export type KeptSellerDay = { computedAt: number; figures: SellerDayFigures; ordersText: string; orders?: SellerDayOrder[] };

/** The decoded days of each seller, and the seller's changedAt they are of. */
type SellerDecoded = { changedAt: number; days: Map<string, KeptSellerDay>; counted?: Map<string, KeptSellerDay> };
type Decoded = Map<string, SellerDecoded>;

const DECODED_SELLERS_MAX = 5_000;

function decodedSellers(): Decoded {
  const decoded = globalSlot('__importaSellerDays', (): Decoded => new Map());
  if (decoded.size > DECODED_SELLERS_MAX) decoded.clear();
  return decoded;
}

/** Every day of the seller with orders that count, exact as of this call, by day ('YYYY-MM-DD'). */
export async function sellerDays(sellerId: string): Promise<Map<string, SellerDayFigures>> {
  return figuresByDay(await sellerKeptDays(sellerId));
}

/** The figures of kept days, by day. */
export function figuresByDay(days: ReadonlyMap<string, KeptSellerDay>): Map<string, SellerDayFigures> {
  return new Map([...days].map(([day, kept]) => [day, kept.figures]));
}

/** As sellerDays, each day with its orders (ordersOfDay). */
export async function sellerKeptDays(sellerId: string): Promise<ReadonlyMap<string, KeptSellerDay>> {
  return keptDaysOf(sellerId, await refreshSellerDays(sellerId));
}

/** The day's orders that count, newest first, as kept with its figures. */
export function ordersOfDay(day: KeptSellerDay): SellerDayOrder[] {
  day.orders ??= decodeSellerDayOrders(day.ordersText);
  return day.orders;
}

/** How long a check that found nothing to compute again is left as it is (a later one reads a little more). */
const RESTAMP_AFTER_MS = 30_000;

/**
 * Computes again the seller's days with an order written since the last check (all of them when
 * never checked, or checked in another layout), then moves the check forward. Safe in several
 * processes at once: each day is written only over older figures, and the check only moves
 * forward; a process stopped half way leaves the check where it was, and the next one does the
 * same work again. Answers the seller's changedAt as of this check (the time of the last write of
 * any of the seller's days; 0 unknown).
 */
export async function refreshSellerDays(sellerId: string): Promise<number> {
  const seller = new Types.ObjectId(sellerId);
  // Stamped before the reads: an order written during them is found by the next check, and the
  // days counted here are as of this instant (their orders, kept and written, are read after it).
  const checkedAt = new Date();
  const check = await SellerDaysCheck.findById(seller, { checkedAt: 1, changedAt: 1, layout: 1 }).lean();
  const current = check?.layout === DAYS_LAYOUT ? check : null;
  let changed = !current;
  if (!current) await computeAllDays(sellerId, checkedAt);
  else {
    const written = await Order.find(
      { updatedAt: { $gte: new Date(current.checkedAt.getTime() - WRITE_LANDING_MS) } },
      { createdAt: 1, 'lines.seller': 1 },
    ).lean<{ _id: Types.ObjectId; createdAt: Date; lines?: { seller?: unknown }[] }[]>();
    const own = written.filter((o) => o.lines?.some((l) => String(l.seller) === sellerId));
    if (own.length) {
      await countDaysAgain(sellerId, own, checkedAt);
      changed = true;
    }
  }
  // Written days move changedAt (after them, so that a process reading it reads them too).
  const changedAt = changed ? new Date() : current?.changedAt;
  if (changed || checkedAt.getTime() - current!.checkedAt.getTime() > RESTAMP_AFTER_MS) {
    await SellerDaysCheck.updateOne(
      { _id: seller },
      { $max: { checkedAt, ...(changed ? { changedAt } : {}) }, $set: { layout: DAYS_LAYOUT } },
      { upsert: true },
    );
  }
  return changedAt?.getTime() ?? 0;
}

/** The fields of an order its seller's figures and kept orders read. */
const COUNTED_FIELDS = { createdAt: 1, currentStatus: 1, lines: 1 } as const;

/** Every day of a seller never checked in this layout (or whose first computation stopped half way). */
async function computeAllDays(sellerId: string, computedAt: Date): Promise<void> {
  const found = await Order.find(orderMatch({ sellerId }), COUNTED_FIELDS).lean<OrderForSellerFigures[]>();
  const earlier = await SellerDay.find({ seller: new Types.ObjectId(sellerId) }, { day: 1 }).lean();
  await keepDays(sellerId, [...new Set([...found.map((o) => dayKey(o.createdAt)), ...earlier.map((d) => d.day)])], found, computedAt);
}

/**
 * The days of the seller's orders written since the check, counted again from the orders each
 * day kept and those written, read by `_id`: an order only gains its seller's lines when it is
 * placed (a claim's replacement line is the same seller's, beside the one it replaces; a cancel
 * keeps the lines), so no other order of the day can hold them.
 */
async function countDaysAgain(sellerId: string, written: readonly { _id: Types.ObjectId; createdAt: Date }[], computedAt: Date): Promise<void> {
  const stale = [...new Set(written.map((o) => dayKey(o.createdAt)))].sort();
  const kept = await SellerDay.find({ _id: { $in: stale.map((day) => sellerDayId(sellerId, day)) } }, { day: 1, orders: 1 }).lean();
  // A day without its orders, however its check reads, cannot be counted from them: it is counted whole.
  const unlisted = new Set(kept.filter((d) => d.orders == null).map((d) => d.day));
  const found = await countedOrdersById(
    ordersToCount(
      kept.flatMap((d) => (d.orders == null ? [] : [decodeSellerDayOrders(d.orders)])),
      written.filter((o) => !unlisted.has(dayKey(o.createdAt))),
    ),
  );
  await keepDays(
    sellerId,
    stale.filter((day) => !unlisted.has(day)),
    found,
    computedAt,
  );
  await countDaysWhole(sellerId, [...unlisted], computedAt);
}

/**
 * Days kept without their orders, counted again whole from the seller's orders of each day: a
 * process of an older layout can still keep one after this seller's check moved to this layout
 * (a rolling restart), and a day counted again from the orders it kept would then lose them.
 */
async function countDaysWhole(sellerId: string, days: readonly string[], computedAt: Date): Promise<void> {
  const found: OrderForSellerFigures[] = [];
  for (const day of days) {
    found.push(...(await Order.find(orderMatch({ sellerId, from: dayStart(day), to: dayEnd(day) }), COUNTED_FIELDS).lean<OrderForSellerFigures[]>()));
  }
  await keepDays(sellerId, days, found, computedAt);
}

/** Ids asked for in one read: a busy day's orders are read in a few. */
const IDS_PER_READ = 500;

/** The orders of the ids that count (not cancelled), read by `_id`, which the engine answers from its primary key. */
async function countedOrdersById(ids: readonly string[]): Promise<OrderForSellerFigures[]> {
  const found: OrderForSellerFigures[] = [];
  for (let at = 0; at < ids.length; at += IDS_PER_READ) {
    const chunk = ids.slice(at, at + IDS_PER_READ).map((id) => new Types.ObjectId(id));
    found.push(...(await Order.find({ ...orderMatch({}), _id: { $in: chunk } }, COUNTED_FIELDS).lean<OrderForSellerFigures[]>()));
  }
  return found;
}

/**
 * Writes the days' figures and orders, counted from `orders` (none: empty), over days computed
 * before `computedAt`, never over newer ones: both in one write, so they always come from one reading.
 */
async function keepDays(sellerId: string, days: readonly string[], orders: readonly OrderForSellerFigures[], computedAt: Date): Promise<void> {
  if (!days.length) return;
  const seller = new Types.ObjectId(sellerId);
  const figures = sellerDayFiguresOf(orders, sellerId);
  const dayOrders = sellerDayOrdersOf(orders, sellerId);
  const operations = days.map((day) => ({
    updateOne: {
      filter: { _id: sellerDayId(sellerId, day), computedAt: { $lt: computedAt } },
      update: {
        $set: {
          seller,
          day,
          computedAt,
          figures: encodeSellerDay(figures.get(day) ?? NO_SELLER_FIGURES),
          orders: encodeSellerDayOrders(dayOrders.get(day) ?? []),
        },
      },
      upsert: true,
    },
  }));
  try {
    await SellerDay.bulkWrite(operations, { ordered: false });
  } catch (error) {
    // A day another process kept with newer figures meanwhile: its upsert finds the key taken, and that day stays as it is.
    const codes = (error as { writeErrors?: { code?: number }[] }).writeErrors?.map((e) => e.code) ?? [(error as { code?: number }).code];
    if (!codes.length || codes.some((code) => code !== DUPLICATE_KEY)) throw error;
  }
}

/**
 * The kept days of the seller: those this process decoded when nothing was written since
 * (`changedAt`, from the check), else the stamps read again and only the texts changed decoded.
 */
async function keptDaysOf(sellerId: string, changedAt: number): Promise<Map<string, KeptSellerDay>> {
  const decodedAll = decodedSellers();
  const own: SellerDecoded = decodedAll.get(sellerId) ?? { changedAt: 0, days: new Map() };
  decodedAll.set(sellerId, own);
  if (changedAt && own.changedAt === changedAt && own.counted) return own.counted;
  const stamps = await SellerDay.find({ seller: new Types.ObjectId(sellerId) }, { day: 1, computedAt: 1 }).lean();
  const unread = stamps.filter((d) => own.days.get(d.day)?.computedAt !== d.computedAt.getTime()).map((d) => d.day);
  const unlisted = await readDays(sellerId, unread, own);
  if (unlisted.length) {
    // Kept by a process of an older layout since the check (countDaysWhole): counted whole now, and
    // the check's changedAt moved, so that a process that decoded the day without its orders reads it again.
    await countDaysWhole(sellerId, unlisted, new Date());
    await SellerDaysCheck.updateOne({ _id: new Types.ObjectId(sellerId) }, { $max: { changedAt: new Date() } });
    await readDays(sellerId, unlisted, own);
  }
  const counted = new Map<string, KeptSellerDay>();
  for (const d of stamps) {
    const kept = own.days.get(d.day);
    if (kept?.figures.lines) counted.set(d.day, kept);
  }
  own.changedAt = changedAt;
  own.counted = counted;
  return counted;
}

/** Reads and decodes the given days into `own`; answers those kept without their orders (read as none). */
async function readDays(sellerId: string, days: readonly string[], own: SellerDecoded): Promise<string[]> {
  if (!days.length) return [];
  const unlisted: string[] = [];
  for (const d of await SellerDay.find({ _id: { $in: days.map((day) => sellerDayId(sellerId, day)) } }).lean()) {
    if (d.orders == null) unlisted.push(d.day);
    own.days.set(d.day, { computedAt: d.computedAt.getTime(), figures: decodeSellerDay(d.figures, sellerId), ordersText: d.orders ?? '[]' });
  }
  return unlisted;
}

/** How often, and how many times, the start's backfill tries again the sellers it could not compute. */
const BACKFILL_RETRY_MS = 30_000;
const BACKFILL_ATTEMPTS = 20;

/**
 * Computes the days of every seller never checked (a database from before the kept days), or
 * checked in another layout (days kept before their orders): run at start, once per turn in one
 * process, so that no seller's first view reads the whole history. Idempotent, and safe from several
 * processes at once (see refreshSellerDays); a seller already checked costs nothing more than the
 * read of which are. A seller that fails (on a database seeded just now, the embedded engine is
 * still indexing the orders' sellers and refuses the read) is tried again a little later.
 */
export async function backfillSellerDays(retryMs = BACKFILL_RETRY_MS): Promise<number> {
  let computed = 0;
  for (let attempt = 1; ; attempt += 1) {
    const sellers = await User.find({ isImportCompany: true }, { _id: 1 }).lean();
    const checks = await SellerDaysCheck.find({}, { _id: 1, layout: 1 }).lean();
    const checked = new Set(checks.filter((c) => c.layout === DAYS_LAYOUT).map((c) => String(c._id)));
    let failed = 0;
    for (const { _id } of sellers) {
      if (checked.has(String(_id))) continue;
      try {
        await refreshSellerDays(String(_id));
        computed += 1;
      } catch (error) {
        failed += 1;
        if (attempt === BACKFILL_ATTEMPTS) console.error(`[ventas] días del vendedor ${String(_id)}:`, error);
      }
    }
    if (!failed || attempt === BACKFILL_ATTEMPTS) return computed;
    await new Promise((resolve) => setTimeout(resolve, retryMs));
  }
}
