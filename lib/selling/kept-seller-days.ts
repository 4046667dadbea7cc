import { Types } from 'mongoose';
import { DUPLICATE_KEY } from '../db';
import { globalSlot } from '../global-slot';
import { Order } from '@/models/Order';
import { SellerDay } from '@/models/SellerDay';
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

/** The decoded days of each seller, with the computedAt each was kept at. */
type Decoded = Map<string, Map<string, { computedAt: number; figures: SellerDayFigures }>>;

const DECODED_SELLERS_MAX = 5_000;

function decodedSellers(): Decoded {
  const decoded = globalSlot('__importaSellerDays', (): Decoded => new Map());
  if (decoded.size > DECODED_SELLERS_MAX) decoded.clear();
  return decoded;
}

/** Every day of the seller with orders that count, exact as of this call, by day ('YYYY-MM-DD'). */
export async function sellerDays(sellerId: string): Promise<Map<string, SellerDayFigures>> {
  await refreshSellerDays(sellerId);
  return keptSellerDays(sellerId);
}

/**
 * Computes again the seller's days with an order written since the last check (all of them when
 * never checked), then moves the check forward. Safe in several processes at once: each day is
 * written only over older figures, and the check only moves forward.
 */
export async function refreshSellerDays(sellerId: string): Promise<void> {
  const seller = new Types.ObjectId(sellerId);
  // Stamped before the reads: an order written during them is found by the next check.
  const checkedAt = new Date();
  const check = await SellerDaysCheck.findOne({ seller }, { checkedAt: 1 }).lean();
  if (!check) await computeAllDays(sellerId, checkedAt);
  else {
    const written = await Order.find({ updatedAt: { $gte: new Date(check.checkedAt.getTime() - WRITE_LANDING_MS) } }, { createdAt: 1, 'lines.seller': 1 })
      .lean<{ createdAt: Date; lines?: { seller?: unknown }[] }[]>();
    const stale = [...new Set(written.filter((o) => o.lines?.some((l) => String(l.seller) === sellerId)).map((o) => dayKey(o.createdAt)))].sort();
    for (const [first, last] of runsOf(stale)) {
      const computedAt = new Date();
      const found = await sellerOrders(sellerId, dayStart(first), dayEnd(last));
      await keepDays(sellerId, stale.filter((day) => day >= first && day <= last), found, computedAt);
    }
  }
  await SellerDaysCheck.updateOne({ seller }, { $max: { checkedAt } }, { upsert: true });
}

/** Every day of a seller never checked (or whose first computation stopped half way). */
async function computeAllDays(sellerId: string, computedAt: Date): Promise<void> {
  const found = await sellerOrders(sellerId);
  const earlier = await SellerDay.find({ seller: new Types.ObjectId(sellerId) }, { day: 1 }).lean();
  await keepDays(sellerId, [...new Set([...found.keys(), ...earlier.map((d) => d.day)])], found, computedAt);
}

/** The seller's figures per day of the orders that count, created in [from, to) when given. */
async function sellerOrders(sellerId: string, from?: Date, to?: Date): Promise<Map<string, SellerDayFigures>> {
  const orders = await Order.find(orderMatch({ sellerId, from, to }), { createdAt: 1, currentStatus: 1, lines: 1 }).lean<OrderForSellerFigures[]>();
  return sellerDayFiguresOf(orders, sellerId);
}

/** Writes the days' figures (none: empty) over figures computed before `computedAt`, never over newer ones. */
async function keepDays(sellerId: string, days: string[], found: ReadonlyMap<string, SellerDayFigures>, computedAt: Date): Promise<void> {
  if (!days.length) return;
  const seller = new Types.ObjectId(sellerId);
  const operations = days.map((day) => ({
    updateOne: {
      filter: { seller, day, computedAt: { $lt: computedAt } },
      update: { $set: { computedAt, figures: encodeSellerDay(found.get(day) ?? NO_SELLER_FIGURES) } },
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

/** The kept days of the seller, decoding only the texts this process has not read at their stamp. */
async function keptSellerDays(sellerId: string): Promise<Map<string, SellerDayFigures>> {
  const seller = new Types.ObjectId(sellerId);
  const decodedAll = decodedSellers();
  const decoded = decodedAll.get(sellerId) ?? new Map<string, { computedAt: number; figures: SellerDayFigures }>();
  decodedAll.set(sellerId, decoded);
  const stamps = await SellerDay.find({ seller }, { day: 1, computedAt: 1 }).lean();
  const unread = stamps.filter((d) => decoded.get(d.day)?.computedAt !== d.computedAt.getTime()).map((d) => d.day);
  if (unread.length) {
    for (const d of await SellerDay.find({ seller, day: { $in: unread } }).lean()) {
      decoded.set(d.day, { computedAt: d.computedAt.getTime(), figures: decodeSellerDay(d.figures, sellerId) });
    }
  }
  const days = new Map<string, SellerDayFigures>();
  for (const d of stamps) {
    const own = decoded.get(d.day);
    if (own && own.figures.lines) days.set(d.day, own.figures);
  }
  return days;
}

/**
 * Computes the days of every seller never checked (a database from before the kept days): run at
 * start so that no seller's first view reads the whole history. Idempotent, and safe from several
 * processes at once (see refreshSellerDays); a seller already checked costs one read.
 */
export async function backfillSellerDays(): Promise<number> {
  const sellers = await User.find({ isImportCompany: true }, { _id: 1 }).lean();
  const checked = new Set((await SellerDaysCheck.find({}, { seller: 1 }).lean()).map((c) => String(c.seller)));
  let computed = 0;
  for (const { _id } of sellers) {
    if (checked.has(String(_id))) continue;
    await refreshSellerDays(String(_id));
    computed += 1;
  }
  return computed;
}
