import { Types } from 'mongoose';
import { DUPLICATE_KEY } from '../db';
import { globalSlot } from '../global-slot';
import { Order } from '@/models/Order';
import { SellerDay, sellerDayId } from '@/models/SellerDay';
import { SellerDaysCheck } from '@/models/SellerDaysCheck';
import { User } from '@/models/User';
import { orderMatch } from './order-sums';
import { dayEnd, dayKey, dayStart, runsOf, WRITE_LANDING_MS } from './sales-days';
import { decodeSellerDay, encodeSellerDay, NO_SELLER_FIGURES, sellerDayFiguresOf, type OrderForSellerFigures, type SellerDayFigures } from './seller-days';

/**
 * A seller's figures per day, kept in the database (models/SellerDay.ts) and brought up to date at
 * each read from the orders written since the seller's last check (models/SellerDaysCheck.ts): the
 * dashboard and /delivers read a few kept days instead of the seller's whole order history. Any
 * order write stamps updatedAt (mongoose timestamps), so a new order, a status change, a cancel, a
 * delivery or a line's tracking status all make their day stale, whichever process wrote them;
 * nothing here rests on a process's memory but the decoding of texts already read at their stamp.
 */

/** The decoded days of each seller, with the computedAt each was kept at, and the seller's changedAt they are of. */
type SellerDecoded = { changedAt: number; days: Map<string, { computedAt: number; figures: SellerDayFigures }>; counted?: Map<string, SellerDayFigures> };
type Decoded = Map<string, SellerDecoded>;

const DECODED_SELLERS_MAX = 5_000;

function decodedSellers(): Decoded {
  const decoded = globalSlot('__importaSellerDays', (): Decoded => new Map());
  if (decoded.size > DECODED_SELLERS_MAX) decoded.clear();
  return decoded;
}

/** Every day of the seller with orders that count, exact as of this call, by day ('YYYY-MM-DD'). */
export async function sellerDays(sellerId: string): Promise<Map<string, SellerDayFigures>> {
  return keptSellerDays(sellerId, await refreshSellerDays(sellerId));
}

/** How long a check that found nothing to compute again is left as it is (a later one reads a little more). */
const RESTAMP_AFTER_MS = 30_000;

/**
 * Computes again the seller's days with an order written since the last check (all of them when
 * never checked), then moves the check forward. Safe in several processes at once: each day is
 * written only over older figures, and the check only moves forward. Answers the seller's
 * changedAt as of this check (the time of the last write of any of the seller's days; 0 unknown).
 */
export async function refreshSellerDays(sellerId: string): Promise<number> {
  const seller = new Types.ObjectId(sellerId);
  // Stamped before the reads: an order written during them is found by the next check.
  const checkedAt = new Date();
  const check = await SellerDaysCheck.findById(seller, { checkedAt: 1, changedAt: 1 }).lean();
  let changed = !check;
  if (!check) await computeAllDays(sellerId, checkedAt);
  else {
    const written = await Order.find({ updatedAt: { $gte: new Date(check.checkedAt.getTime() - WRITE_LANDING_MS) } }, { createdAt: 1, 'lines.seller': 1 }).lean<
      { createdAt: Date; lines?: { seller?: unknown }[] }[]
    >();
    const stale = [...new Set(written.filter((o) => o.lines?.some((l) => String(l.seller) === sellerId)).map((o) => dayKey(o.createdAt)))].sort();
    for (const [first, last] of runsOf(stale)) {
      const computedAt = new Date();
      const found = await sellerOrders(sellerId, dayStart(first), dayEnd(last));
      await keepDays(
        sellerId,
        stale.filter((day) => day >= first && day <= last),
        found,
        computedAt,
      );
      changed = true;
    }
  }
  // Written days move changedAt (after them, so that a process reading it reads them too).
  const changedAt = changed ? new Date() : check?.changedAt;
  if (changed || checkedAt.getTime() - check!.checkedAt.getTime() > RESTAMP_AFTER_MS) {
    await SellerDaysCheck.updateOne({ _id: seller }, { $max: { checkedAt, ...(changed ? { changedAt } : {}) } }, { upsert: true });
  }
  return changedAt?.getTime() ?? 0;
}

/** Every day of a seller never checked (or whose first computation stopped half way). */
async function computeAllDays(sellerId: string, computedAt: Date): Promise<void> {
  const found = await sellerOrders(sellerId);
  const earlier = await SellerDay.find({ seller: new Types.ObjectId(sellerId) }, { day: 1 }).lean();
  await keepDays(sellerId, [...new Set([...found.keys(), ...earlier.map((d) => d.day)])], found, computedAt);
}

/** The seller's figures per day of the orders that count, created in [from, to) when given. */
async function sellerOrders(sellerId: string, from?: Date, to?: Date): Promise<Map<string, SellerDayFigures>> {
  const orders = await Order.find(from && to ? daysMatch(from, to) : orderMatch({ sellerId }), { createdAt: 1, currentStatus: 1, lines: 1 }).lean<
    OrderForSellerFigures[]
  >();
  return sellerDayFiguresOf(orders, sellerId);
}

/**
 * The orders that count created in [from, to), of every seller: a few days' orders, read by their
 * creation time (its own index) and kept to the seller's by the caller. With the seller in the
 * filter, the embedded FerretDB walks every order of the seller (its side table of sellers) and
 * checks each one's date: 3–4 s for a seller of 12,500 orders on a loaded machine.
 */
export function daysMatch(from: Date, to: Date): Record<string, unknown> {
  return orderMatch({ from, to });
}

/** Writes the days' figures (none: empty) over figures computed before `computedAt`, never over newer ones. */
async function keepDays(sellerId: string, days: string[], found: ReadonlyMap<string, SellerDayFigures>, computedAt: Date): Promise<void> {
  if (!days.length) return;
  const seller = new Types.ObjectId(sellerId);
  const operations = days.map((day) => ({
    updateOne: {
      filter: { _id: sellerDayId(sellerId, day), computedAt: { $lt: computedAt } },
      update: { $set: { seller, day, computedAt, figures: encodeSellerDay(found.get(day) ?? NO_SELLER_FIGURES) } },
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
async function keptSellerDays(sellerId: string, changedAt: number): Promise<Map<string, SellerDayFigures>> {
  const decodedAll = decodedSellers();
  const own: SellerDecoded = decodedAll.get(sellerId) ?? { changedAt: 0, days: new Map() };
  decodedAll.set(sellerId, own);
  if (changedAt && own.changedAt === changedAt && own.counted) return own.counted;
  const stamps = await SellerDay.find({ seller: new Types.ObjectId(sellerId) }, { day: 1, computedAt: 1 }).lean();
  const unread = stamps.filter((d) => own.days.get(d.day)?.computedAt !== d.computedAt.getTime()).map((d) => d.day);
  if (unread.length) {
    for (const d of await SellerDay.find({ _id: { $in: unread.map((day) => sellerDayId(sellerId, day)) } }).lean()) {
      own.days.set(d.day, { computedAt: d.computedAt.getTime(), figures: decodeSellerDay(d.figures, sellerId) });
    }
  }
  const counted = new Map<string, SellerDayFigures>();
  for (const d of stamps) {
    const figures = own.days.get(d.day)?.figures;
    if (figures?.lines) counted.set(d.day, figures);
  }
  own.changedAt = changedAt;
  own.counted = counted;
  return counted;
}

/** How often, and how many times, the start's backfill tries again the sellers it could not compute. */
const BACKFILL_RETRY_MS = 30_000;
const BACKFILL_ATTEMPTS = 20;

/**
 * Computes the days of every seller never checked (a database from before the kept days): run at
 * start so that no seller's first view reads the whole history. Idempotent, and safe from several
 * processes at once (see refreshSellerDays); a seller already checked costs nothing more than the
 * read of which are. A seller that fails (on a database seeded just now, the embedded engine is
 * still indexing the orders' sellers and refuses the read) is tried again a little later.
 */
export async function backfillSellerDays(retryMs = BACKFILL_RETRY_MS): Promise<number> {
  let computed = 0;
  for (let attempt = 1; ; attempt += 1) {
    const sellers = await User.find({ isImportCompany: true }, { _id: 1 }).lean();
    const checked = new Set((await SellerDaysCheck.find({}, { _id: 1 }).lean()).map((c) => String(c._id)));
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
