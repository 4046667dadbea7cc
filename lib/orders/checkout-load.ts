import { MAX_COUPON_PERCENT } from '../cart/air-tax';
import type { ProvinceDeliveryCost } from '../cart/delivery-cost';
import type { LiveProduct } from '../cart/live-products';
import { loadSellers } from '../catalog/sellers';
import { AppError } from '../errors';
import { importRates } from '../pricing/configured-rates';
import { importCost } from '../pricing/import-cost';
import type { PricingLine } from './pricing';
import type { OrderCartLine } from '../cart/lines';
import { User } from '@/models/User';

/** What checkout reads from the database besides the buyer and the products (lib/cart/live-products.ts): the sellers' terms, the coupon. */

export type Coupon = { percent: number; owner: string; code: string };

/** Each seller's delivery terms, by seller id. */
export async function loadDeliveryCosts(products: ReadonlyMap<string, LiveProduct>): Promise<Map<string, ProvinceDeliveryCost[]>> {
  const sellers = await loadSellers([...products.values()].map((p) => String(p.doc.user)));
  return new Map([...sellers].map(([id, seller]) => [id, seller.deliveryCosts]));
}

/** The lines of live (not deleted) products priced from the database: price, import cost, points. */
export function pricingLines(lines: readonly OrderCartLine[], products: ReadonlyMap<string, LiveProduct>): PricingLine[] {
  const rates = importRates();
  return lines.flatMap((line) => {
    const live = products.get(line.product);
    if (!live || live.stock.deleted) return [];
    const doc = live.doc;
    return [
      {
        product: line.product,
        seller: String(doc.user),
        count: line.count,
        price: doc.price,
        importCost: importCost(doc, rates),
        fastDelivery: doc.fastDelivery,
        points: doc.points ?? 0,
        applyDiscount: Boolean(doc.possibleDiscount),
      },
    ];
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
