import type { Types } from 'mongoose';
import { connectDb } from '../db';
import { closeAttempt, giveBack, holdId, isRunningHere, moveAttempt, releaseHolds, stockKey, WALLET_KEY, type AttemptState, type LeanAttempt } from './attempt';
import { updateById } from '../guarded-write';
import { hasOrderEntry, settleAllWallets } from '../wallet/ledger';
import { finishInterruptedCancels } from './cancel';
import { rewriteCart, withoutOrdered } from '../cart/cart-write';
import { stockHeld } from './ledger';
import { Order } from '@/models/Order';
import { OrderAttempt } from '@/models/OrderAttempt';
import { globalSlot } from '../global-slot';

/**
 * The recovery sweep for order attempts (and cancels) left half-way by a killed process. Run it
 * once at server start, before serving (scripts/server/start.ts or scripts/server/server.ts); tests call it too.
 */

export type RecoveryReport = { completed: number; rolledBack: number; review: number; cancels: number };
export type RecoveryOptions = {
  /** Only attempts untouched for this long are taken over (another process may still run newer ones). Default 60 s. */
  olderThanMs?: number;
  /**
   * Only the attempts of the process with this pid (a worker of this machine's cluster that died:
   * nothing of it runs any more, whatever their age); cancels are then left to the usual sweep.
   */
  ownerPid?: number;
  now?: Date;
};

const minus = (a: readonly string[] | undefined, b: readonly string[] | undefined) => (a ?? []).filter((k) => !(b ?? []).includes(k));

/** An attempt whose order exists is complete: its markers leave the products, the ordered lines leave the cart and the attempt goes. */
async function complete(attempt: LeanAttempt): Promise<void> {
  await releaseHolds(attempt);
  const lines = (attempt.cartLines ?? []).map((l) => ({ product: String(l.product), count: l.count ?? 0, size: l.size ?? '', color: l.color ?? '' }));
  const cleared = await rewriteCart(String(attempt.user), (current) => withoutOrdered(current, lines));
  if (cleared) await closeAttempt(attempt._id);
}

/**
 * Whether the write of step `key` landed, read from the written document itself: a stock take
 * pushes the attempt's marker to the product's orderHolds in the same update as the decrement and
 * its give-back pulls it in the same update as the increment; a wallet debit or credit writes its
 * ledger entry in the same update as the balance (lib/wallet/ledger.ts).
 */
async function landed(attempt: LeanAttempt, key: string, write: 'take' | 'giveBack'): Promise<boolean> {
  if (key === WALLET_KEY) return hasOrderEntry(String(attempt.user), String(attempt.orderId), write === 'take' ? 'orderPayment' : 'orderRollback');
  const step = attempt.stock.find((s) => stockKey(String(s.product)) === key);
  if (!step) return write === 'giveBack'; // a key of no step: nothing was ever taken
  const held = await stockHeld(String(step.product), holdId(attempt));
  return write === 'take' ? held : !held;
}

/**
 * No step is ever in doubt: for each write that was under way when the process stopped (in
 * `started` but not `taken`, or in `returning` but not `returned`), what happened is read back
 * (landed) and recorded in the attempt, so the roll-back below can finish.
 */
async function decideSteps(attempt: LeanAttempt): Promise<LeanAttempt> {
  let decided = attempt;
  for (const key of minus(attempt.started, attempt.taken)) {
    const update = (await landed(attempt, key, 'take')) ? { $addToSet: { taken: key } } : { $pull: { started: key } };
    decided = (await updateById(OrderAttempt, attempt._id, update)) ?? decided;
  }
  for (const key of minus(attempt.returning, attempt.returned)) {
    const update = (await landed(attempt, key, 'giveBack')) ? { $addToSet: { returned: key } } : { $pull: { returning: key } };
    decided = (await updateById(OrderAttempt, attempt._id, update)) ?? decided;
  }
  return decided;
}

/**
 * An attempt without its order is rolled back: every step in doubt is decided, then every step
 * taken and not yet given back is given back, each exactly once (claimed in the attempt first). If
 * a step still cannot be settled (a write failed again), the attempt goes to 'review' and is
 * logged; the next sweep takes it up again.
 */
async function rollBack(attempt: LeanAttempt): Promise<'rolledBack' | 'review'> {
  const moved = await moveAttempt(attempt._id, [attempt.state], 'rollingBack');
  if (!moved) return 'review';
  const decided = await decideSteps(moved);
  await giveBack(decided, minus(decided.taken, decided.returning));
  const settled = (await OrderAttempt.findById(attempt._id).lean<LeanAttempt>()) ?? decided;
  const undecided = [...minus(settled.started, settled.taken), ...minus(settled.returning, settled.returned), ...minus(settled.taken, settled.returned)];
  if (undecided.length === 0) {
    await closeAttempt(attempt._id);
    return 'rolledBack';
  }
  await moveAttempt(attempt._id, ['rollingBack'], 'review');
  console.error(`[orders] attempt ${String(attempt._id)} needs review: steps ${undecided.join(', ')} could not be settled`);
  return 'review';
}

async function recoverAttempt(attempt: LeanAttempt): Promise<keyof RecoveryReport> {
  if (await Order.exists({ _id: attempt.orderId })) {
    await complete(attempt);
    return 'completed';
  }
  if (attempt.state === 'committed') {
    await releaseHolds(attempt);
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
  // 'review' too: attempts parked by an older version (or by a give-back that failed) are decidable now.
  const states: AttemptState[] = ['open', 'committing', 'committed', 'rollingBack', 'review'];
  const attempts = await OrderAttempt.find({ state: { $in: states }, updatedAt: { $lte: cutoff } }).lean<LeanAttempt[]>();
  for (const attempt of attempts) {
    if (isRunningHere(attempt._id)) continue;
    if (options.ownerPid !== undefined && !attempt.owner.startsWith(`${options.ownerPid}-`)) continue;
    try {
      report[await recoverAttempt(attempt)] += 1;
    } catch (error) {
      console.error(`[orders] attempt ${String(attempt._id)} could not be recovered now`, error);
    }
  }
  if (options.ownerPid === undefined) report.cancels = await finishInterruptedCancels(cutoff);
  await settleAllWallets(); // ledger entries a stopped process wrote with the balance but had not copied yet
  return report;
}

type SweepSlot = { timer?: NodeJS.Timeout; waiting?: Set<string> };
const sweepSlot = globalSlot<{ state: SweepSlot }>('__importaOrderSweep', () => ({ state: {} }));
const RETRY_SWEEP_MS = 30_000;

/**
 * Leaves the attempt `id` (cut by a database outage, released by this process) to a sweep that
 * runs every 30 s until it is settled, so the store does not wait for a restart to give back what
 * it holds. The sweep only takes attempts idle for its usual minute. One timer per process.
 */
export function sweepLater(id: Types.ObjectId | string): void {
  const state = sweepSlot.state;
  (state.waiting ??= new Set()).add(String(id));
  if (state.timer) return;
  const run = async () => {
    try {
      await recoverInterruptedOrders();
      const left = await OrderAttempt.find({ _id: { $in: [...state.waiting!] } }, '_id').lean();
      state.waiting = new Set(left.map((a) => String(a._id)));
    } catch (error) {
      console.error('[orders] recovery sweep after an outage failed; it will run again', error);
    }
    state.timer = state.waiting!.size > 0 ? setTimeout(() => void run(), RETRY_SWEEP_MS).unref() : undefined;
  };
  state.timer = setTimeout(() => void run(), RETRY_SWEEP_MS).unref();
}

/** Cancels the pending sweep (a test closing its database). */
export function stopSweepLater(): void {
  if (sweepSlot.state.timer) clearTimeout(sweepSlot.state.timer);
  sweepSlot.state = {};
}
