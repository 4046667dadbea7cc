import crypto from 'node:crypto';
import { Types } from 'mongoose';
import { guardedUpdate, updateById } from '../guarded-write';
import { releaseStockHolds, returnStock, returnWallet, type WalletTake } from './ledger';
import type { OrderCartLine } from '../cart/lines';
import type { StockTake } from './stock-plan';
import { OrderAttempt, type LeanOrderAttempt } from '@/models/OrderAttempt';
import { globalSlot } from '../global-slot';

/**
 * The order-attempt journal (models/OrderAttempt.ts): opened before anything is taken, a key per
 * step in `started` before the write and in `taken` after it, and give-backs claimed one key at
 * a time in `returning` (then `returned`), so each one happens exactly once whoever runs it (the
 * request itself or the recovery sweep). A step whose write was in flight when the process died
 * is decided from the written document itself: the product's orderHolds marker (stock), the
 * wallet ledger entry (wallet), the order's existence (the insert).
 */

type Slot = { boot?: string; active?: Set<string> };
const shared = globalSlot<Slot>('__importaOrderAttempts', () => ({}));
/** This process's id, written on the attempts it runs. */
export const PROCESS_ID = (shared.boot ??= `${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
const active = (shared.active ??= new Set<string>());

/** An attempt as `.lean()` reads it (models/OrderAttempt.ts), and the states of its journal. */
export type LeanAttempt = LeanOrderAttempt;
export type AttemptState = LeanAttempt['state'];
/** `orderId`: the id a checkout key fixed for the order (lib/orders/checkout-key.ts); a new one otherwise. */
export type AttemptPlan = { user: string; stock: StockTake[]; wallet: WalletTake | null; cartLines: OrderCartLine[]; orderId?: Types.ObjectId };

export const WALLET_KEY = 'wallet';
/** The step key of a product's stock. */
export const stockKey = (productId: string): string => `stock:${productId}`;

/** The marker an attempt leaves in each product it took stock from (Product.orderHolds). */
export const holdId = (attempt: Pick<LeanAttempt, '_id'>): string => String(attempt._id);

/** Once its order exists: the attempt's markers leave its products (the units stay taken). */
export async function releaseHolds(attempt: LeanAttempt): Promise<void> {
  await releaseStockHolds(
    attempt.stock.map((s) => String(s.product)),
    holdId(attempt),
  );
}

/** Records a new attempt (with the id its order will get) before anything is taken; it runs here until released. */
export async function openAttempt(plan: AttemptPlan): Promise<LeanAttempt> {
  const doc = await OrderAttempt.create({
    user: plan.user,
    orderId: plan.orderId ?? new Types.ObjectId(),
    owner: PROCESS_ID,
    stock: plan.stock,
    walletCents: plan.wallet?.walletCents ?? 0,
    points: plan.wallet?.points ?? 0,
    cartLines: plan.cartLines.map((l) => ({ product: l.product, count: l.count, size: l.size, color: l.color })),
  });
  active.add(String(doc._id));
  return doc.toObject();
}

/** Adds a step key to `started` or `taken` while the attempt is still open; false when recovery took it over. */
export async function markStep(id: Types.ObjectId, list: 'started' | 'taken', key: string): Promise<boolean> {
  return (await guardedUpdate(OrderAttempt, id, { state: 'open' }, { $addToSet: { [list]: key } })) !== null;
}

/** Moves the attempt from one of `from` to `to` (guarded), with extra fields; null when it was elsewhere. */
export async function moveAttempt(
  id: Types.ObjectId,
  from: AttemptState[],
  to: AttemptState,
  extra: Record<string, unknown> = {},
): Promise<LeanAttempt | null> {
  return await guardedUpdate(OrderAttempt, id, { state: { $in: from } }, { $set: { state: to, ...extra } });
}

/** Records the order number allocated to the attempt. */
export async function recordNumber(id: Types.ObjectId, orderNumber: number): Promise<void> {
  await updateById(OrderAttempt, id, { $set: { orderNumber } });
}

/** Deletes a finished attempt (complete, or fully given back). */
export async function closeAttempt(id: Types.ObjectId): Promise<void> {
  await OrderAttempt.deleteOne({ _id: id });
  active.delete(String(id));
}

/** Leaves an attempt to the recovery sweep (this process stops running it). */
export function releaseAttempt(id: Types.ObjectId): void {
  active.delete(String(id));
}

/** True while this process itself runs the attempt or cancel `id` (the sweep must not touch it). */
export function isRunningHere(id: Types.ObjectId | string): boolean {
  return active.has(String(id));
}

/** Runs `task` with `id` (an order being cancelled) marked as running here, so the sweep leaves it alone. */
export async function runningHere<T>(id: Types.ObjectId | string, task: () => Promise<T>): Promise<T> {
  active.add(String(id));
  try {
    return await task();
  } finally {
    active.delete(String(id));
  }
}

function stepTake(attempt: LeanAttempt, key: string): { stock?: StockTake; wallet?: WalletTake } {
  if (key === WALLET_KEY)
    return { wallet: { user: String(attempt.user), walletCents: attempt.walletCents ?? 0, points: attempt.points ?? 0, orderId: String(attempt.orderId) } };
  const step = attempt.stock.find((s) => stockKey(String(s.product)) === key);
  if (!step) return {};
  const tags = step.tags.map((t) => ({ size: t.size ?? '', color: t.color ?? '', count: t.count ?? 0 }));
  return { stock: { product: String(step.product), count: step.count, tags } };
}

/**
 * Gives back the steps `keys` of an attempt, each exactly once: the key is first claimed in
 * `returning` (a guarded write only one caller wins), then the units or the balance go back, then
 * the key goes to `returned`. A give-back that throws releases its claim, so a later sweep tries again.
 */
export async function giveBack(attempt: LeanAttempt, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    const claimed = await guardedUpdate(OrderAttempt, attempt._id, { returning: { $ne: key } }, { $addToSet: { returning: key } });
    if (!claimed) continue;
    const { stock, wallet } = stepTake(attempt, key);
    try {
      if (stock) await returnStock(stock, holdId(attempt));
      if (wallet) await returnWallet(wallet);
    } catch (error) {
      await updateById(OrderAttempt, attempt._id, { $pull: { returning: key } });
      throw error;
    }
    await updateById(OrderAttempt, attempt._id, { $addToSet: { returned: key } });
  }
}
