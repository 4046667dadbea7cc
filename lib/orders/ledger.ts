import { guardedUpdate, REWRITE_TRIES, updateById } from '../guarded-write';
import { changeWallet } from '../wallet/ledger';
import type { StockTake } from './stock-plan';
import { Product, type ProductDoc } from '@/models/Product';
import { User } from '@/models/User';

/**
 * The guarded writes an order makes on other documents, and their exact inverses: stock (with
 * salesCount and the size/colour entry) and the buyer's wallet and points. Each take is one guarded
 * update of one document, so it happens whole or not at all.
 *
 * FerretDB v1 refuses the positional operator ('tags.$') and arrayFilters, and its $elemMatch
 * fails on these fields (lib/orders/ferretdb-updates.int.test.ts). A size/colour entry is
 * therefore addressed by its index, `availableCountByTags.<i>.availableCount`, read just before,
 * with the entry's size and colour in the guard: if the list changed meanwhile the guard fails and
 * the take is planned again from a fresh read (up to REWRITE_TRIES times).
 */

/** What a wallet step takes from the buyer: cents of wallet and loyalty points, for the order `orderId` (kept in the wallet ledger). */
export type WalletTake = { user: string; walletCents: number; points: number; orderId?: string };

type Tag = { size?: string | null; color?: string | null; availableCount?: number | null };
type TagPlan = { guard: Record<string, unknown>; inc: Record<string, number> };

/** Guard and increments for the size/colour entries of a take; null when an entry is missing or short (taking). */
function tagPlan(tags: readonly Tag[], take: StockTake, sign: 1 | -1): TagPlan | null {
  const plan: TagPlan = { guard: {}, inc: {} };
  for (const tag of take.tags) {
    const i = tags.findIndex((t) => (t.size ?? '') === tag.size && (t.color ?? '') === tag.color);
    if (i < 0) {
      if (sign === -1) return null;
      continue; // giving back to a size the seller removed since: only the total is restored
    }
    const path = `availableCountByTags.${i}`;
    plan.guard[`${path}.size`] = tag.size;
    plan.guard[`${path}.color`] = tag.color;
    if (sign === -1) {
      if ((tags[i].availableCount ?? 0) < tag.count) return null;
      plan.guard[`${path}.availableCount`] = { $gte: tag.count };
    }
    plan.inc[`${path}.availableCount`] = sign * tag.count;
  }
  return plan;
}

type StockFields = Pick<ProductDoc, 'available' | 'deleted' | 'availableCount' | 'availableCountByTags' | 'salesCount' | 'orderHolds'>;
const readStock = (id: string, withHolds?: string) =>
  Product.findById(id, `available deleted availableCount availableCountByTags salesCount${withHolds ? ' orderHolds' : ''}`).lean<StockFields>();

/**
 * Takes `take.count` units of a product (and of each size/colour), adding them to salesCount,
 * only while it is available, not deleted and has the stock. False when it falls short.
 * `holdId` (an order attempt's id) is pushed to the product's orderHolds in the SAME update, so
 * whether the take landed can be read back after a crash (stockHeld).
 */
export async function takeStock(take: StockTake, holdId?: string): Promise<boolean> {
  for (let attempt = 0; attempt < REWRITE_TRIES; attempt++) {
    const doc = await readStock(take.product);
    if (!doc || doc.deleted || !doc.available || doc.availableCount < take.count) return false;
    const plan = tagPlan(doc.availableCountByTags ?? [], take, -1);
    if (!plan) return false;
    const guard = { available: true, deleted: { $ne: true }, availableCount: { $gte: take.count }, ...plan.guard };
    const update = { $inc: { availableCount: -take.count, salesCount: take.count, ...plan.inc }, ...(holdId ? { $push: { orderHolds: holdId } } : {}) };
    if (await guardedUpdate(Product, take.product, guard, update)) return true;
  }
  return false;
}

/**
 * Gives back what takeStock took: the units (per size/colour where the entry still exists) and the sales.
 * With `holdId`, only while the product still holds it, pulling it in the same update: a give-back
 * already made (by a process that died before recording it) is not made twice.
 */
export async function returnStock(take: StockTake, holdId?: string): Promise<void> {
  for (let attempt = 0; attempt < REWRITE_TRIES; attempt++) {
    const doc = await readStock(take.product, holdId);
    if (!doc) {
      console.error(`[orders] product ${take.product} is gone; ${take.count} units cannot be given back`);
      return;
    }
    if (holdId && !(doc.orderHolds ?? []).includes(holdId)) return; // already given back (or never taken)
    const plan = tagPlan(doc.availableCountByTags ?? [], take, 1)!;
    const sold = Math.min(doc.salesCount ?? 0, take.count);
    const guard = { ...plan.guard, ...(sold > 0 ? { salesCount: { $gte: sold } } : {}), ...(holdId ? { orderHolds: holdId } : {}) };
    const update = { $inc: { availableCount: take.count, salesCount: -sold, ...plan.inc }, ...(holdId ? { $pull: { orderHolds: holdId } } : {}) };
    if (await guardedUpdate(Product, take.product, guard, update)) return;
  }
  throw new Error(`could not give back the stock of product ${take.product}`);
}

/** Whether the stock take of the attempt `holdId` landed on the product (and was not given back). False when the product is gone. */
export async function stockHeld(productId: string, holdId: string): Promise<boolean> {
  const doc = await Product.findById(productId, 'orderHolds').lean<{ orderHolds?: string[] }>();
  return (doc?.orderHolds ?? []).includes(holdId);
}

/** Drops the attempt `holdId` from the products' orderHolds once its order exists (the units stay taken). */
export async function releaseStockHolds(productIds: readonly string[], holdId: string): Promise<void> {
  for (const id of productIds) await guardedUpdate(Product, id, { orderHolds: holdId }, { $pull: { orderHolds: holdId } });
}

/** Debits wallet cents and points together, only while the buyer has both, with its ledger entry. False otherwise. */
export async function takeWallet(take: WalletTake): Promise<boolean> {
  const result = await changeWallet({ user: take.user, amountCents: -take.walletCents, points: -take.points, kind: 'orderPayment', orderId: take.orderId });
  return result.status === 'applied';
}

/**
 * Credits back what takeWallet debited, with its ledger entry: 'orderRollback' when the order was
 * never placed, 'cancelRefund' when a placed order is cancelled.
 */
export async function returnWallet(take: WalletTake, kind: 'orderRollback' | 'cancelRefund' = 'orderRollback'): Promise<void> {
  const result = await changeWallet({ user: take.user, amountCents: take.walletCents, points: take.points, kind, orderId: take.orderId });
  if (result.status !== 'applied')
    console.error(`[orders] user ${take.user} is gone; ${take.walletCents} cents and ${take.points} points cannot be given back`);
}

/** Credits loyalty points (the points an order earns, on delivery). */
export async function creditPoints(userId: string, points: number): Promise<void> {
  if (points > 0) await updateById(User, userId, { $inc: { points } });
}

/** Takes back up to `points` loyalty points (never below 0: points already spent stay spent). */
export async function takeBackPoints(userId: string, points: number): Promise<void> {
  for (let attempt = 0; attempt < REWRITE_TRIES; attempt++) {
    const user = await User.findById(userId, 'points').lean();
    if (!user) return;
    const balance = user.points ?? 0;
    const take = Math.min(balance, points);
    if (take <= 0) return;
    if (await guardedUpdate(User, userId, { points: balance }, { $inc: { points: -take } })) return;
  }
  throw new Error(`could not take back the points of user ${userId}`);
}
