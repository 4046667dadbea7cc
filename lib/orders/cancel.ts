import type { Viewer } from '../auth/guard';
import { connectDb } from '../db';
import { AppError } from '../errors';
import { guardedUpdate, updateById } from '../guarded-write';
import { messages } from '../messages';
import { toCents } from '../money';
import { runningHere, isRunningHere, stockKey, WALLET_KEY } from './attempt';
import { returnStock, returnWallet, takeBackPoints } from './ledger';
import { notifyOrderUpdated } from './notify';
import { type OrderStatus } from './status';
import { assertTransition } from './transition';
import { placedLineTakes } from './stock-plan';
import { orderTotal } from './totals';
import { Order, type LeanOrder } from '@/models/Order';

/**
 * Cancelling an order (super admins): one guarded write moves it to Cancelado and claims the
 * compensation (compensatedAt was null), so of ten concurrent cancels exactly one proceeds. The
 * give-backs (stock per product, wallet and points used, points earned if credited) are then
 * claimed one key at a time in `compensation.returning` and confirmed in `compensation.returned`,
 * so a sweep finishing an interrupted cancel never gives anything back twice.
 */

const CANCELLED = messages.orderStatus.cancelled;
const POINTS_EARNED_KEY = 'pointsEarned';

type Step = { key: string; run: () => Promise<void> };

function stockSteps(order: LeanOrder): Step[] {
  return placedLineTakes(order.lines ?? []).map((take) => ({ key: stockKey(take.product), run: () => returnStock(take) }));
}

/** Everything a cancelled order gives back, each under its own key. */
function cancelSteps(order: LeanOrder): Step[] {
  const user = String(order.user?._id);
  const steps = stockSteps(order);
  const walletCents = toCents(order.walletPayment ?? 0);
  const points = order.pointsUsed ?? 0;
  if (walletCents > 0 || points > 0)
    steps.push({ key: WALLET_KEY, run: () => returnWallet({ user, walletCents, points, orderId: String(order._id) }, 'cancelRefund') });
  const earned = order.pointsEarned ?? 0;
  if (order.pointsCreditedAt && earned > 0) steps.push({ key: POINTS_EARNED_KEY, run: () => takeBackPoints(user, earned) });
  return steps;
}

/** Gives back a cancelled order's stock, wallet and points: each key at most once, whoever runs it. */
export async function compensateCancel(order: LeanOrder): Promise<void> {
  for (const step of cancelSteps(order)) {
    const claimed = await guardedUpdate(
      Order,
      order._id,
      { 'compensation.returning': { $ne: step.key } },
      { $addToSet: { 'compensation.returning': step.key } },
    );
    if (!claimed) continue;
    try {
      await step.run();
    } catch (error) {
      await updateById(Order, order._id, { $pull: { 'compensation.returning': step.key } });
      throw error;
    }
    await updateById(Order, order._id, { $addToSet: { 'compensation.returned': step.key } });
  }
  await guardedUpdate(Order, order._id, { 'compensation.state': 'pending' }, { $set: { 'compensation.state': 'done' } });
}

function cancelUpdate(order: LeanOrder, by: string | null, now: Date) {
  const cancelled = {
    count: order.productsCount ?? 0,
    price: order.totalProductsPrice ?? 0,
    discount: order.totalProductsCouponDiscount ?? 0,
    wallet: order.walletPayment ?? 0,
  };
  const total = orderTotal({
    totalProductsPrice: order.totalProductsPrice ?? 0,
    totalDeliveryCost: order.totalDeliveryCost ?? 0,
    airWaybill: order.airWaybill ?? 0,
    walletPayment: order.walletPayment ?? 0,
    totalProductsCouponDiscount: order.totalProductsCouponDiscount ?? 0,
    totalProductsCancelled: cancelled,
  });
  return {
    $set: { currentStatus: CANCELLED, currentStatusDate: now, compensatedAt: now, 'compensation.state': 'pending', totalProductsCancelled: cancelled, total },
    $push: { statuses: { status: CANCELLED, date: now, ...(by ? { by } : {}) } },
  };
}

/**
 * Moves `order` to Cancelado when it still matches `guard` (besides not Cancelado, not yet
 * compensated) and gives everything back: one guarded write, so of any cancels, confirmations or
 * expiries racing on the order exactly one outcome stands. `by` is who cancelled (null: the store's
 * own job). Answers the cancelled order, or null when the guard no longer matched.
 */
export async function cancelGuarded(order: LeanOrder, guard: Record<string, unknown>, by: string | null, now: Date): Promise<LeanOrder | null> {
  const orderId = String(order._id);
  const updated = await runningHere(orderId, async () => {
    const written = await guardedUpdate(Order, orderId, { currentStatus: { $ne: CANCELLED }, compensatedAt: null, ...guard }, cancelUpdate(order, by, now));
    if (!written) return null;
    await compensateCancel(written);
    return written;
  });
  if (updated) await notifyOrderUpdated(updated);
  return updated;
}

/**
 * PATCH /api/orders/cancelOrder/{orderId} (super admin): Cancelado, and stock, wallet, points and
 * coupon effects (the discount counted as cancelled) given back exactly once, even when several
 * cancels race. An order already Cancelado answers 409.
 */
export async function cancelOrder(viewer: Viewer, orderId: string, now = new Date()): Promise<{ message: string }> {
  await connectDb();
  const order = await Order.findById(orderId).lean<LeanOrder>();
  if (!order) throw new AppError('notFound');
  assertTransition(order.currentStatus as OrderStatus, CANCELLED, { viewer, allFast: false });
  if (!(await cancelGuarded(order, {}, viewer._id, now))) throw new AppError('invalidTransition');
  return { message: messages.orders.deleted };
}

/** The sweep's part for cancels: finishes the give-backs of cancels older than `cutoff` left pending. Returns how many. */
export async function finishInterruptedCancels(cutoff: Date): Promise<number> {
  const orders = await Order.find({ 'compensation.state': 'pending', compensatedAt: { $lte: cutoff } }).lean<LeanOrder[]>();
  let finished = 0;
  for (const order of orders) {
    if (isRunningHere(order._id)) continue;
    const c = order.compensation;
    const undecided = (c?.returning ?? []).filter((key) => !(c?.returned ?? []).includes(key));
    if (undecided.length > 0) {
      await updateById(Order, order._id, { $set: { 'compensation.needsReview': true } });
      console.error(`[orders] cancel of order ${order.orderNumber} needs review: ${undecided.join(', ')} were being given back when the process stopped`);
    }
    try {
      await compensateCancel(order);
      finished += 1;
    } catch (error) {
      console.error(`[orders] cancel of order ${order.orderNumber} could not be finished now`, error);
    }
  }
  return finished;
}
