import { Types } from 'mongoose';
import { MAX_COUPON_PERCENT } from '../cart/air-tax';
import type { ProvinceDeliveryCost } from '../cart/delivery-cost';
import type { SizeKind } from '../catalog/reference';
import type { CalendarSettings, ClockTime } from '../delivery/calendar';
import { env } from '../env';
import { AppError } from '../errors';
import { importCost } from '../pricing/import-cost';
import type { PricingLine } from './pricing';
import type { OrderCartLine, StockProduct } from './stock-plan';
import { Category } from '@/models/Category';
import { Product, type ProductDoc } from '@/models/Product';
import { User, type UserDoc } from '@/models/User';

/** What checkout reads from the database: the buyer, the live products and sellers, the coupon. */

export type LeanProduct = ProductDoc & { _id: Types.ObjectId };
export type LeanBuyer = UserDoc & { _id: Types.ObjectId; updatedAt: Date };
/** A live product with what the stock rules need (its category's size list). */
export type LiveProduct = { doc: LeanProduct; stock: StockProduct; calendar: CalendarSettings | null };
export type Coupon = { percent: number; owner: string; code: string };

/** The buyer's own document (cart, balances, contact), or 401 when the account is gone. */
export async function loadBuyer(userId: string): Promise<LeanBuyer> {
  const buyer = await User.findById(userId).lean<LeanBuyer>();
  if (!buyer) throw new AppError('unauthenticated');
  return buyer;
}

function clock(time: { hours?: number | null; minutes?: number | null; ampm?: string | null } | null | undefined): ClockTime | null {
  if (!time || time.hours == null || time.minutes == null || (time.ampm !== 'AM' && time.ampm !== 'PM')) return null;
  return { hours: time.hours, minutes: time.minutes, ampm: time.ampm };
}

function calendarOf(doc: LeanProduct): CalendarSettings | null {
  const c = doc.deliveryCalendar;
  if (!c?.allowed) return null;
  return { minHoursTime: c.minHoursTime, maxHoursTime: c.maxHoursTime, minTime: clock(c.minTime), maxTime: clock(c.maxTime) };
}

/** The products the lines name (deleted ones included, flagged; a listing hidden by the administration counts as deleted), with their category's size list. */
export async function loadProducts(lines: readonly OrderCartLine[]): Promise<Map<string, LiveProduct>> {
  const ids = [...new Set(lines.map((l) => l.product))].filter((id) => Types.ObjectId.isValid(id));
  if (ids.length === 0) return new Map();
  const docs = await Product.find({ _id: { $in: ids } }).lean<LeanProduct[]>();
  const categories = await Category.find({ _id: { $in: docs.map((d) => d.category?._id) } }, 'sizeKind').lean();
  const sizeKinds = new Map(categories.map((c) => [String(c._id), (c.sizeKind ?? null) as SizeKind | null]));
  return new Map(docs.map((doc) => {
    const stock: StockProduct = {
      fastDelivery: doc.fastDelivery, maxCount: doc.maxCount, availableCount: doc.availableCount, available: doc.available,
      availableCountByTags: doc.availableCountByTags, sizeKind: sizeKinds.get(String(doc.category?._id)) ?? null, deleted: doc.deleted || doc.hidden,
    };
    return [String(doc._id), { doc, stock, calendar: calendarOf(doc) }];
  }));
}

/** The stock view of the loaded products, for lib/orders/stock-plan.ts. */
export function stockView(products: ReadonlyMap<string, LiveProduct>): Map<string, StockProduct> {
  return new Map([...products].map(([id, p]) => [id, p.stock]));
}

/** Each seller's delivery terms, by seller id. */
export async function loadDeliveryCosts(products: ReadonlyMap<string, LiveProduct>): Promise<Map<string, ProvinceDeliveryCost[]>> {
  const ids = [...new Set([...products.values()].map((p) => String(p.doc.user)))];
  const sellers = await User.find({ _id: { $in: ids } }, 'deliveryCosts').lean();
  return new Map(sellers.map((s) => [String(s._id), (s.deliveryCosts ?? []) as ProvinceDeliveryCost[]]));
}

/** The lines of live (not deleted) products priced from the database: price, import cost, points. */
export function pricingLines(lines: readonly OrderCartLine[], products: ReadonlyMap<string, LiveProduct>): PricingLine[] {
  const rates = { airRatePerKg: env().AIR_RATE_PER_KG, seaRatePerKg: env().SEA_RATE_PER_KG };
  return lines.flatMap((line) => {
    const live = products.get(line.product);
    if (!live || live.stock.deleted) return [];
    const doc = live.doc;
    return [{
      product: line.product, seller: String(doc.user), count: line.count, price: doc.price, importCost: importCost(doc, rates),
      fastDelivery: doc.fastDelivery, points: doc.points ?? 0, applyDiscount: Boolean(doc.possibleDiscount),
    }];
  });
}

/**
 * The coupon of another user, or null without a code: an unknown code answers 'CUPON INCORRECTO',
 * the buyer's own code 'NO PUEDE USAR SU PROPIO CUPON' (errorType 3). The percent is the owner's,
 * at most MAX_COUPON_PERCENT; whatever percent the client sent is ignored.
 */
export async function loadCoupon(code: string | null, buyerId: string): Promise<Coupon | null> {
  if (code === null) return null;
  if (!/^[A-Z0-9]{6}$/.test(code)) throw new AppError('couponInvalid');
  const owner = await User.findOne({ couponCode: code }, '_id discountCoupon').lean();
  if (!owner) throw new AppError('couponInvalid');
  if (String(owner._id) === buyerId) throw new AppError('ownCoupon');
  return { percent: Math.max(0, Math.min(owner.discountCoupon ?? 0, MAX_COUPON_PERCENT)), owner: String(owner._id), code };
}
