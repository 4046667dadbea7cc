import type { Types } from 'mongoose';
import type { Viewer } from '../auth/guard';
import { collectionsReady, connectDb, isDatabaseUnreachable, unlessDatabaseDown } from '../db';
import { AppError } from '../errors';
import { updateById, withDocumentLock } from '../guarded-write';
import {
  closeAttempt,
  giveBack,
  holdId,
  markStep,
  moveAttempt,
  openAttempt,
  recordNumber,
  releaseAttempt,
  releaseHolds,
  stockKey,
  WALLET_KEY,
  type LeanAttempt,
} from './attempt';
import { withoutOrdered, rewriteCart } from '../cart/cart-write';
import { sweepLater } from './recovery';
import { correctCartToStock, prepareCheckout, stockShortError, type Checkout } from './checkout';
import { checkpoint } from './checkpoint';
import { takeStock, takeWallet } from './ledger';
import { notifyOrderCreated } from './notify';
import { nextOrderNumber } from './number';
import { buildOrderDoc } from './order-doc';
import type { CreateOrderInput } from './schemas';
import { initialPaymentStatus } from '../cash/payment-status';
import { placeOnce } from './checkout-key';
import { transferPayBy, type TransferState } from '../transfer/rules';
import { orderChangedMessage, orderChanges, type SeenOrder } from './seen-check';
import { roundUsd } from '../money';
import { CheckoutKey } from '@/models/CheckoutKey';
import { Order, type LeanOrder } from '@/models/Order';
import { OrderAttempt } from '@/models/OrderAttempt';

/**
 * Placing an order (POST /api/orders). After the checks (lib/orders/checkout.ts), each step is
 * journaled in an order attempt (lib/orders/attempt.ts) before and after its write:
 *   1. open the attempt (the plan: stock per product, wallet and points, the cart lines);
 *   2. take each product's stock (guarded decrement, salesCount +n, the attempt's marker in orderHolds);
 *   3. debit wallet and points (guarded decrement);
 *   4. allocate the order number (guarded counter increment; a failed order leaves a gap);
 *   5. insert the order under the id the attempt chose: the commit point;
 *   6. drop the markers from the products, remove the ordered lines from the cart, delete the attempt.
 * A failure before 5 gives back every step taken (each exactly once) and answers the error; a
 * process killed half-way, or a database that cannot be reached, leaves the attempt to
 * recoverInterruptedOrders (lib/orders/recovery.ts), which decides every step from what was written.
 */

/** The answer of POST /api/orders; `total` (USD) is the server's, so the browser knows whether a card payment is due. */
export type CreatedOrder = { orderId: string; orderNumber: number; total: number };

/** A take refused by its guard: the stock fell short, or the balance changed. */
class Refused extends Error {
  constructor(readonly kind: 'stock' | 'wallet') {
    super(`order step refused: ${kind}`);
  }
}

async function takeStep(attempt: LeanAttempt, key: string, taken: string[], take: () => Promise<boolean>, kind: Refused['kind']): Promise<void> {
  if (!(await markStep(attempt._id, 'started', key))) throw new AppError('conflict');
  if (!(await take())) {
    await updateById(OrderAttempt, attempt._id, { $pull: { started: key } }); // never taken: nothing to decide later
    throw new Refused(kind);
  }
  taken.push(key);
  await markStep(attempt._id, 'taken', key);
}

async function takeEverything(attempt: LeanAttempt, checkout: Checkout, taken: string[]): Promise<void> {
  for (const [i, take] of checkout.takes.entries()) {
    await takeStep(attempt, stockKey(take.product), taken, () => takeStock(take, holdId(attempt)), 'stock');
    await checkpoint(`stock-${i}`);
  }
  if (attempt.walletCents > 0 || attempt.points > 0) {
    const wallet = { user: String(attempt.user), walletCents: attempt.walletCents, points: attempt.points, orderId: String(attempt.orderId) };
    await takeStep(attempt, WALLET_KEY, taken, () => takeWallet(wallet), 'wallet');
    await checkpoint('wallet-taken');
  }
}

async function commit(attempt: LeanAttempt, checkout: Checkout, now: Date): Promise<LeanOrder> {
  // Every order queues on the one counter: in an outage each waiter would wait out server selection in turn.
  const orderNumber = await unlessDatabaseDown(nextOrderNumber());
  await recordNumber(attempt._id, orderNumber);
  await checkpoint('number-allocated');
  if (!(await moveAttempt(attempt._id, ['open'], 'committing'))) throw new AppError('conflict');
  const order = await Order.create({
    ...buildOrderDoc(checkout, attempt.orderId, orderNumber, now),
    paymentStatus: initialPaymentStatus(checkout.pricing.total),
    cash: { tendered: checkout.cashTendered },
    ...transferFields(checkout, now),
  });
  await checkpoint('order-inserted');
  return order.toObject();
}

/** A transfer order with something to pay waits for its receipt until its deadline (lib/transfer/rules.ts); nothing for other orders. */
function transferFields(checkout: Checkout, now: Date) {
  if (checkout.paymentType !== 'OnlineTransfer' || initialPaymentStatus(checkout.pricing.total) !== 'pendiente') return {};
  const state: TransferState = 'esperandoComprobante';
  return { transfer: { state, instructions: checkout.transferDetails ?? '', payBy: transferPayBy(now), uploads: 0 } };
}

/** Leaves the attempt to the recovery sweep (this process stops running it): what it holds is given back, or its order completed, there. */
function leaveToRecovery(attempt: LeanAttempt, why: string, error: unknown): void {
  releaseAttempt(attempt._id);
  sweepLater(attempt._id);
  console.error(`[orders] attempt ${String(attempt._id)} left to the recovery sweep: ${why}`, error);
}

/** Gives back what this request took and turns the failure into its answer; what cannot be undone now is left to recovery. */
async function undo(attempt: LeanAttempt, taken: readonly string[], error: unknown): Promise<unknown> {
  try {
    await moveAttempt(attempt._id, ['open', 'committing'], 'rollingBack');
    await giveBack(attempt, taken);
    await closeAttempt(attempt._id);
  } catch (undoError) {
    leaveToRecovery(attempt, 'it could not be rolled back now', undoError);
  }
  if (!(error instanceof Refused)) return error;
  if (error.kind === 'wallet') return new AppError('conflict');
  await correctCartToStock(String(attempt.user));
  return stockShortError(String(attempt.user));
}

/** After the commit: the markers leave the products and the ordered lines the cart (the recovery sweep finishes what cannot be done now). */
async function finish(attempt: LeanAttempt, checkout: Checkout): Promise<void> {
  try {
    await moveAttempt(attempt._id, ['committing'], 'committed');
    await releaseHolds(attempt);
    const cleared = await rewriteCart(String(attempt.user), (current) => withoutOrdered(current, checkout.lines));
    if (!cleared) {
      releaseAttempt(attempt._id);
      return;
    }
    await checkpoint('cart-cleared');
    await closeAttempt(attempt._id);
  } catch (error) {
    leaveToRecovery(attempt, 'its order was placed, the tidying after it failed', error); // the order stands
  }
}

async function placeOrder(checkout: Checkout, now: Date, orderId?: Types.ObjectId): Promise<LeanOrder> {
  const { pricing } = checkout;
  const wallet =
    pricing.walletCents > 0 || pricing.pointsUsed > 0
      ? { user: String(checkout.buyer._id), walletCents: pricing.walletCents, points: pricing.pointsUsed }
      : null;
  const attempt = await openAttempt({ user: String(checkout.buyer._id), stock: checkout.takes, wallet, cartLines: checkout.lines, orderId });
  await checkpoint('attempt-recorded');
  const taken: string[] = [];
  let order: LeanOrder;
  try {
    await takeEverything(attempt, checkout, taken);
    order = await commit(attempt, checkout, now);
  } catch (error) {
    if (isDatabaseUnreachable(error)) {
      // Every give-back would wait out the outage too: answer now (503), the sweep settles it once the database is back.
      leaveToRecovery(attempt, 'the database could not be reached', error);
      throw error;
    }
    const written = await Order.findById(attempt.orderId)
      .lean<LeanOrder>()
      .catch(() => null);
    if (!written) throw await undo(attempt, taken, error);
    order = written; // the insert reached the database although the call failed: the order stands
  }
  await finish(attempt, checkout);
  return order;
}

/**
 * POST /api/orders: one buyer's orders are placed one at a time (so the same order sent ten
 * times gives one order: the others find the cart empty). An order with a checkout key is placed
 * once across processes (lib/orders/checkout-key.ts): a replay answers the order already placed;
 * one with what the buyer saw is refused when that changed (lib/orders/seen-check.ts). The server prices everything from the
 * database; the answer is the new order's id and number. Socket events go out at once; web push and
 * e-mail follow the answer (lib/orders/notify.ts) and never fail or delay the request.
 */
export async function createOrder(viewer: Viewer, input: CreateOrderInput, now = new Date()): Promise<CreatedOrder> {
  await connectDb();
  await collectionsReady(Order, OrderAttempt, CheckoutKey); // collections and unique indexes exist before concurrent first writes
  const place = async (orderId?: Types.ObjectId) => {
    const checkout = await prepareCheckout(viewer, input, now);
    if (input.seen) refuseIfChanged(input.seen, checkout);
    return placeOrder(checkout, now, orderId);
  };
  const { checkoutKey } = input;
  const { order, replay } = await withDocumentLock(`OrderCheckout:${viewer._id}`, async () =>
    checkoutKey ? placeOnce(viewer._id, checkoutKey, place) : { order: await place(), replay: false },
  );
  if (!replay) notifyOrderCreated(order);
  return { orderId: String(order._id), orderNumber: order.orderNumber, total: order.total ?? 0 };
}

/** Refuses (errorType 12, naming each change) an order whose prices, delivery cost or lines differ from what the buyer saw. */
function refuseIfChanged(seen: SeenOrder, checkout: Checkout): void {
  const unitPrices = new Map(checkout.pricing.lines.map((l) => [l.product, roundUsd(l.price + l.importCost)]));
  const lines = checkout.lines.map((l) => ({
    product: l.product,
    size: l.size,
    color: l.color,
    count: l.count,
    unitPrice: unitPrices.get(l.product) ?? 0,
    name: checkout.products.get(l.product)?.doc.name ?? '',
  }));
  const changes = orderChanges(seen, { lines, delivery: checkout.pricing.totalDeliveryCost });
  if (changes.length > 0) throw new AppError('orderChanged', { message: orderChangedMessage(changes), details: { changes } });
}
