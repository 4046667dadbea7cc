import type { Types } from 'mongoose';
import { cartPoints } from '../cart/points';
import { lineKey } from '../cart/schemas';
import { guardedUpdate } from '../guarded-write';
import type { CartDeliveryChoice, OrderCartLine } from './stock-plan';
import { Product } from '@/models/Product';
import { User } from '@/models/User';

const TRIES = 5;

type StoredLine = {
  product: Types.ObjectId | string;
  count: number;
  size?: string | null;
  color?: string | null;
  deliveryCalendar?: object | null;
};

/** A user document's stored cart lines as plain lines (string ids, '' for no size or colour). */
export function toCartLines(stored: readonly StoredLine[] | null | undefined): OrderCartLine[] {
  return (stored ?? []).map((l) => {
    const line: OrderCartLine = { product: String(l.product), count: l.count, size: l.size ?? '', color: l.color ?? '' };
    if (l.deliveryCalendar) line.deliveryCalendar = { ...(l.deliveryCalendar as CartDeliveryChoice) };
    return line;
  });
}

/** The lines left once `ordered` are taken out: counts subtracted per product, size and colour. Pure. */
export function withoutOrdered(lines: readonly OrderCartLine[], ordered: readonly Pick<OrderCartLine, 'product' | 'count' | 'size' | 'color'>[]): OrderCartLine[] {
  const left = new Map<string, number>();
  for (const line of ordered) left.set(lineKey(line), (left.get(lineKey(line)) ?? 0) + line.count);
  return lines.flatMap((line) => {
    const key = lineKey(line);
    const take = Math.min(line.count, left.get(key) ?? 0);
    left.set(key, (left.get(key) ?? 0) - take);
    return line.count - take > 0 ? [{ ...line, count: line.count - take }] : [];
  });
}

async function pointsOf(lines: readonly OrderCartLine[]): Promise<number> {
  if (lines.length === 0) return 0;
  const products = await Product.find({ _id: { $in: lines.map((l) => l.product) } }, 'points fastDelivery price').lean();
  const byId = new Map(products.map((p) => [String(p._id), p]));
  return cartPoints(lines.flatMap((l) => {
    const product = byId.get(l.product);
    return product ? [{ count: l.count, product: { fastDelivery: product.fastDelivery, points: product.points, price: product.price } }] : [];
  }));
}

/**
 * Rewrites a user's cart as `change` maps its current lines, through a guarded write that applies
 * only while the user is as read (updatedAt), re-reading on a concurrent change. The cart's points
 * are recomputed from the live products. Returns the lines written, or null (user gone, or still
 * changing after several tries).
 */
export async function rewriteCart(
  userId: string,
  change: (lines: OrderCartLine[]) => OrderCartLine[] | Promise<OrderCartLine[]>,
): Promise<OrderCartLine[] | null> {
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const user = await User.findById(userId, 'cart updatedAt').lean<{ cart?: { products?: StoredLine[] }; updatedAt: Date }>();
    if (!user) return null;
    const lines = await change(toCartLines(user.cart?.products));
    const update = { $set: { 'cart.products': lines, 'cart.points': await pointsOf(lines) } };
    if (await guardedUpdate(User, userId, { updatedAt: user.updatedAt }, update)) return lines;
  }
  return null;
}
