import { connectDb } from '../db';
import { closeAttempt, giveBack, isRunningHere, moveAttempt, type AttemptState, type LeanAttempt } from './attempt';
import { finishInterruptedCancels } from './cancel';
import { rewriteCart, withoutOrdered } from './cart-write';
import { Order } from '@/models/Order';
import { OrderAttempt } from '@/models/OrderAttempt';

/**
 * The recovery sweep for order attempts (and cancels) left half-way by a killed process. Run it
 * once at server start, before serving (scripts/start.ts or scripts/server.ts); tests call it too.
 */

export type RecoveryReport = { completed: number; rolledBack: number; review: number; cancels: number };
export type RecoveryOptions = {
  /** Only attempts untouched for this long are taken over (another process may still run newer ones). Default 60 s. */
  olderThanMs?: number;
  now?: Date;
};

const minus = (a: readonly string[] | undefined, b: readonly string[] | undefined) => (a ?? []).filter((k) => !(b ?? []).includes(k));

/** An attempt whose order exists is complete: the ordered lines leave the cart and the attempt goes. */
async function complete(attempt: LeanAttempt): Promise<void> {
  const lines = (attempt.cartLines ?? []).map((l) => ({ product: String(l.product), count: l.count ?? 0, size: l.size ?? '', color: l.color ?? '' }));
  const cleared = await rewriteCart(String(attempt.user), (current) => withoutOrdered(current, lines));
  if (cleared) await closeAttempt(attempt._id);
}

/**
 * An attempt without its order is rolled back: every step taken and not yet claimed for giving
 * back is given back, each exactly once (claimed in the attempt first). A step whose write was
 * under way when the process died cannot be decided: the attempt stays in state 'review' and is logged.
 */
async function rollBack(attempt: LeanAttempt): Promise<'rolledBack' | 'review'> {
  const claimed = await moveAttempt(attempt._id, [attempt.state], 'rollingBack');
  if (!claimed) return 'review';
  await giveBack(claimed, minus(claimed.taken, claimed.returning));
  const undecided = [...minus(claimed.started, claimed.taken), ...minus(claimed.returning, claimed.returned)];
  if (undecided.length === 0) {
    await closeAttempt(attempt._id);
    return 'rolledBack';
  }
  await moveAttempt(attempt._id, ['rollingBack'], 'review');
  console.error(`[orders] attempt ${String(attempt._id)} needs review: steps ${undecided.join(', ')} were being written when the process stopped`);
  return 'review';
}

async function recoverAttempt(attempt: LeanAttempt): Promise<keyof RecoveryReport> {
  if (await Order.exists({ _id: attempt.orderId })) {
    await complete(attempt);
    return 'completed';
  }
  if (attempt.state === 'committed') {
    await closeAttempt(attempt._id); // its order was deleted since: nothing left to finish
    return 'completed';
  }
  return rollBack(attempt);
}

/**
 * Completes or rolls back the order attempts and finishes the cancels that a stopped process left
 * half-way, skipping what this process is still running and anything newer than `olderThanMs`.
 * Safe to run several times and alongside requests.
 */
export async function recoverInterruptedOrders(options: RecoveryOptions = {}): Promise<RecoveryReport> {
  await connectDb();
  const cutoff = new Date((options.now ?? new Date()).getTime() - (options.olderThanMs ?? 60_000));
  const report: RecoveryReport = { completed: 0, rolledBack: 0, review: 0, cancels: 0 };
  const states: AttemptState[] = ['open', 'committing', 'committed', 'rollingBack'];
  const attempts = await OrderAttempt.find({ state: { $in: states }, updatedAt: { $lte: cutoff } }).lean<LeanAttempt[]>();
  for (const attempt of attempts) {
    if (isRunningHere(attempt._id)) continue;
    try {
      report[await recoverAttempt(attempt)] += 1;
    } catch (error) {
      console.error(`[orders] attempt ${String(attempt._id)} could not be recovered now`, error);
    }
  }
  report.cancels = await finishInterruptedCancels(cutoff);
  return report;
}
