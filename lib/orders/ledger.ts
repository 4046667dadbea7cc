import { guardedUpdate, updateById } from '../guarded-write';
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
 * the take is planned again from a fresh read (a few times).
 */

const TRIES = 4;

/** What a wallet step takes from the buyer: cents of wallet and loyalty points. */
export type WalletTake = { user: string; walletCents: number; points: number };

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

type StockFields = Pick<ProductDoc, 'available' | 'deleted' | 'availableCount' | 'availableCountByTags' | 'salesCount'>;
const readStock = (id: string) => Product.findById(id, 'available deleted availableCount availableCountByTags salesCount').lean<StockFields>();

/**
 * Takes `take.count` units of a product (and of each size/colour), adding them to salesCount,
 * only while it is available, not deleted and has the stock. False when it falls short.
 */
export async function takeStock(take: StockTake): Promise<boolean> {
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const doc = await readStock(take.product);
    if (!doc || doc.deleted || !doc.available || doc.availableCount < take.count) return false;
    const plan = tagPlan(doc.availableCountByTags ?? [], take, -1);
    if (!plan) return false;
    const guard = { available: true, deleted: { $ne: true }, availableCount: { $gte: take.count }, ...plan.guard };
    const update = { $inc: { availableCount: -take.count, salesCount: take.count, ...plan.inc } };
    if (await guardedUpdate(Product, take.product, guard, update)) return true;
  }
  return false;
}

/** Gives back what takeStock took: the units (per size/colour where the entry still exists) and the sales. */
export async function returnStock(take: StockTake): Promise<void> {
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const doc = await readStock(take.product);
    if (!doc) {
      console.error(`[orders] product ${take.product} is gone; ${take.count} units cannot be given back`);
      return;
    }
    const plan = tagPlan(doc.availableCountByTags ?? [], take, 1)!;
    const sold = Math.min(doc.salesCount ?? 0, take.count);
    const guard = sold > 0 ? { ...plan.guard, salesCount: { $gte: sold } } : plan.guard;
    const update = { $inc: { availableCount: take.count, salesCount: -sold, ...plan.inc } };
    if (await guardedUpdate(Product, take.product, guard, update)) return;
  }
  throw new Error(`could not give back the stock of product ${take.product}`);
}

/** Debits wallet cents and points together, only while the buyer has both. False otherwise. */
export async function takeWallet(take: WalletTake): Promise<boolean> {
  const guard: Record<string, unknown> = {};
  if (take.walletCents > 0) guard.walletCents = { $gte: take.walletCents };
  if (take.points > 0) guard.points = { $gte: take.points };
  return (await guardedUpdate(User, take.user, guard, { $inc: { walletCents: -take.walletCents, points: -take.points } })) !== null;
}

/** Credits back what takeWallet debited. */
export async function returnWallet(take: WalletTake): Promise<void> {
  const written = await updateById(User, take.user, { $inc: { walletCents: take.walletCents, points: take.points } });
  if (!written) console.error(`[orders] user ${take.user} is gone; ${take.walletCents} cents and ${take.points} points cannot be given back`);
}

/** Credits loyalty points (the points an order earns, on delivery). */
export async function creditPoints(userId: string, points: number): Promise<void> {
  if (points > 0) await updateById(User, userId, { $inc: { points } });
}

/** Takes back up to `points` loyalty points (never below 0: points already spent stay spent). */
export async function takeBackPoints(userId: string, points: number): Promise<void> {
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const user = await User.findById(userId, 'points').lean();
    if (!user) return;
    const balance = user.points ?? 0;
    const take = Math.min(balance, points);
    if (take <= 0) return;
    if (await guardedUpdate(User, userId, { points: balance }, { $inc: { points: -take } })) return;
  }
  throw new Error(`could not take back the points of user ${userId}`);
}
