import { Types } from 'mongoose';
import { tryRewriteUser } from '../account/user-write';
import type { CartDeliveryChoice, OrderCartLine } from './lines';
import { loadLiveProducts, type LiveProduct, type LiveProducts } from './live-products';
import { cartPoints } from './points';
import { lineKey } from './schemas';
import type { LeanUser } from '@/models/User';

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
export function withoutOrdered(
  lines: readonly OrderCartLine[],
  ordered: readonly Pick<OrderCartLine, 'product' | 'count' | 'size' | 'color'>[],
): OrderCartLine[] {
  const left = new Map<string, number>();
  for (const line of ordered) left.set(lineKey(line), (left.get(lineKey(line)) ?? 0) + line.count);
  return lines.flatMap((line) => {
    const key = lineKey(line);
    const take = Math.min(line.count, left.get(key) ?? 0);
    left.set(key, (left.get(key) ?? 0) - take);
    return line.count - take > 0 ? [{ ...line, count: line.count - take }] : [];
  });
}

/** The points the lines earn, counting every line whose product still exists. */
export function pointsOf(lines: readonly OrderCartLine[], products: ReadonlyMap<string, LiveProduct>): number {
  return cartPoints(
    lines.flatMap((l) => {
      const product = products.get(l.product);
      return product ? [{ count: l.count, product: product.doc }] : [];
    }),
  );
}

/** loadLiveProducts that reads each product once per try, however often a change asks for it. */
function onceEach(): (ids: readonly string[]) => Promise<LiveProducts> {
  const known = new Map<string, LiveProduct | null>();
  return async (ids) => {
    const missing = [...new Set(ids)].filter((id) => !known.has(id));
    if (missing.length) {
      const loaded = await loadLiveProducts(missing);
      for (const id of missing) known.set(id, loaded.get(id) ?? null);
    }
    return new Map(ids.flatMap((id) => (known.get(id) ? [[id, known.get(id)!] as const] : [])));
  };
}

/** What a cart change sees: the buyer as read, and the one product loader (each product read once per try). */
export type CartChangeContext = { user: LeanUser; load: (ids: readonly string[]) => Promise<LiveProducts> };
/** The cart as written, with the products its lines name. */
export type WrittenCart = { lines: OrderCartLine[]; products: LiveProducts };

/**
 * The one cart writer: rewrites a user's cart as `change` maps its current lines, through
 * tryRewriteUser (applies only while the user is as read; re-reads and re-plans on a concurrent
 * change, REWRITE_TRIES times). The cart's points are recomputed from the live products. Returns
 * the cart written, or null when the user is gone or kept changing: a request answers with
 * rewriteFailed, the order steps leave it to their recovery sweep.
 */
export async function rewriteCart(
  userId: string,
  change: (lines: OrderCartLine[], context: CartChangeContext) => OrderCartLine[] | Promise<OrderCartLine[]>,
): Promise<WrittenCart | null> {
  let written: WrittenCart = { lines: [], products: new Map() };
  const user = await tryRewriteUser(userId, async (current) => {
    const load = onceEach();
    const lines = await change(toCartLines(current.cart?.products), { user: current, load });
    const products = await load(lines.map((l) => l.product));
    written = { lines, products };
    const stored = lines.map((l) => ({ ...l, product: new Types.ObjectId(l.product) }));
    return { $set: { 'cart.products': stored, 'cart.points': pointsOf(lines, products) } };
  });
  return user ? written : null;
}
