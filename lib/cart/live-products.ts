import { Types } from 'mongoose';
import type { SizeKind } from '../catalog/reference';
import type { CalendarSettings, ClockTime } from '../delivery/calendar';
import type { StockProduct } from './lines';
import { Category } from '@/models/Category';
import { Product, type LeanProduct } from '@/models/Product';

/**
 * The one loader of a cart's products, for the cart (lib/cart/service.ts), checkout
 * (lib/orders/checkout.ts) and the cart writer (lib/cart/cart-write.ts): each product as the
 * stock and limit rules read it, with its delivery calendar.
 */

/** A product as the cart and order rules read it; `calendar` is null when it has no delivery calendar. */
export type LiveProduct = { doc: LeanProduct; stock: StockProduct; calendar: CalendarSettings | null };
/** A cart's products by id. */
export type LiveProducts = Map<string, LiveProduct>;

function clock(time: { hours?: number | null; minutes?: number | null; ampm?: string | null } | null | undefined): ClockTime | null {
  if (!time || time.hours == null || time.minutes == null || (time.ampm !== 'AM' && time.ampm !== 'PM')) return null;
  return { hours: time.hours, minutes: time.minutes, ampm: time.ampm };
}

function calendarOf(doc: LeanProduct): CalendarSettings | null {
  const c = doc.deliveryCalendar;
  if (!c?.allowed) return null;
  return { minHoursTime: c.minHoursTime, maxHoursTime: c.maxHoursTime, minTime: clock(c.minTime), maxTime: clock(c.maxTime) };
}

/**
 * The products among `ids` with their category's size list. Deleted ones are included and flagged
 * (`stock.deleted`; a listing hidden by the administration counts as deleted), so checkout can
 * tell a gone product from a missing one; the cart keeps only those `isLive` accepts.
 */
export async function loadLiveProducts(ids: readonly string[]): Promise<LiveProducts> {
  const valid = [...new Set(ids)].filter((id) => Types.ObjectId.isValid(id));
  if (valid.length === 0) return new Map();
  const docs = await Product.find({ _id: { $in: valid } }).lean<LeanProduct[]>();
  const categories = await Category.find({ _id: { $in: docs.map((d) => d.category?._id) } }, 'sizeKind').lean();
  const sizeKinds = new Map(categories.map((c) => [String(c._id), (c.sizeKind ?? null) as SizeKind | null]));
  return new Map(
    docs.map((doc) => {
      const stock: StockProduct = {
        fastDelivery: doc.fastDelivery,
        maxCount: doc.maxCount,
        availableCount: doc.availableCount,
        available: doc.available,
        availableCountByTags: doc.availableCountByTags,
        sizeKind: sizeKinds.get(String(doc.category?._id)) ?? null,
        deleted: doc.deleted || doc.hidden,
      };
      return [String(doc._id), { doc, stock, calendar: calendarOf(doc) }];
    }),
  );
}

/** The product `id` when it exists and is neither deleted nor hidden: the only ones a cart shows or takes. */
export function liveProduct(products: ReadonlyMap<string, LiveProduct>, id: string): LiveProduct | undefined {
  const product = products.get(id);
  return product && !product.stock.deleted ? product : undefined;
}

/** The stock view of the loaded products, for lib/orders/stock-plan.ts. */
export function stockView(products: ReadonlyMap<string, LiveProduct>): Map<string, StockProduct> {
  return new Map([...products].map(([id, p]) => [id, p.stock]));
}
