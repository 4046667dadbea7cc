import type { Types } from 'mongoose';
import { isDuplicateKey, WITHOUT_TIME_LIMIT } from '../db';
import { guardedUpdate, withDocumentLock } from '../guarded-write';
import { planWalletChange, type PlannedEntry, type WalletChange } from './plan';
import { User } from '@/models/User';
import { WalletEntry } from '@/models/WalletEntry';

/*
 * The only writer of User.walletCents. Crash safety without transactions (FerretDB v1 has none):
 * the new balance, the new seq and the ledger entries are written in ONE guarded update of the
 * user document (entries go to User.walletPending), so the balance can never move without its
 * entry. The entries are then copied to the WalletEntry collection (unique per user and seq, so
 * copying twice keeps one) and removed from walletPending. A process that dies between the two
 * leaves them pending: the next change of that wallet, any read of the ledger and the recovery
 * sweep at start copy them. Balance == sum(WalletEntry) + sum(walletPending), always.
 *
 * The update is a compare-and-set on walletSeq and walletCents (atomic on MongoDB across
 * processes); in this process the changes of one wallet also queue on a lock of their own.
 */

const TRIES = 5;

export type WalletChangeResult = { status: 'applied'; entry: PlannedEntry | null; balanceCents: number } | { status: 'short' } | { status: 'missing' };

type WalletFields = { walletCents?: number; walletSeq?: number; points?: number; walletPending?: PlannedEntry[] };
const WALLET_FIELDS = 'walletCents walletSeq points walletPending';

/** Copies pending entries of `userId` to the ledger collection (idempotent) and clears them while no newer change came. */
export async function copyPendingEntries(userId: string | Types.ObjectId, pending: readonly PlannedEntry[], seqNow: number): Promise<void> {
  for (const entry of pending) {
    try {
      await WalletEntry.create({ userId, ...entry });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error; // already copied (a retry or the sweep)
    }
  }
  if (pending.length > 0) await guardedUpdate(User, userId, { walletSeq: seqNow }, { $set: { walletPending: [] } });
}

/**
 * The guard that `field` still holds `value` as read. A missing field was read as 0 and must match
 * as 0: wallets created before the ledger have no walletSeq, and users inserted without the schema's
 * defaults (imports, the bench's shoppers) have no walletCents either.
 */
function unchanged(field: 'walletSeq' | 'walletCents', value: number): Record<string, unknown> {
  return value === 0 ? { $or: [{ [field]: 0 }, { [field]: { $exists: false } }] } : { [field]: value };
}

async function changeOnce(change: WalletChange, now: Date): Promise<WalletChangeResult | null> {
  const user = await User.findById(change.user, WALLET_FIELDS).lean<WalletFields>();
  if (!user) return { status: 'missing' };
  const state = { balanceCents: user.walletCents ?? 0, seq: user.walletSeq ?? 0, points: user.points ?? 0 };
  const plan = planWalletChange(state, change, now);
  if (!plan) return { status: 'short' };
  const points = change.points ?? 0;
  const guard = {
    $and: [unchanged('walletSeq', state.seq), unchanged('walletCents', state.balanceCents)],
    ...(points < 0 ? { points: { $gte: -points } } : {}),
  };
  const update = {
    $set: { walletCents: plan.balanceAfterCents, walletSeq: plan.seqAfter },
    ...(plan.entries.length > 0 ? { $push: { walletPending: { $each: plan.entries } } } : {}),
    ...(points !== 0 ? { $inc: { points } } : {}),
  };
  const written = (await guardedUpdate(User, change.user, guard, update)) as WalletFields | null;
  if (!written) return null; // another process changed the wallet meanwhile: plan again
  try {
    await copyPendingEntries(change.user, written.walletPending ?? [], plan.seqAfter);
  } catch (error) {
    // The balance and its entries are already stored together; the copy is finished later.
    console.error(`[wallet] entries of user ${change.user} stay pending until the next change or the sweep`, error);
  }
  return { status: 'applied', entry: plan.entries.at(-1) ?? null, balanceCents: plan.balanceAfterCents };
}

/**
 * Moves a wallet by `change.amountCents` (signed integer cents) together with `change.points`,
 * appending the ledger entry in the same write. 'short' when the balance or the points would
 * go below 0; 'missing' when the user does not exist.
 */
export async function changeWallet(change: WalletChange, now = new Date()): Promise<WalletChangeResult> {
  return withDocumentLock(`wallet:${change.user}`, async () => {
    for (let attempt = 0; attempt < TRIES; attempt++) {
      const result = await changeOnce(change, now);
      if (result) return result;
    }
    throw new Error(`the wallet of user ${change.user} kept changing; change not applied`);
  });
}

/** Copies the pending entries of one wallet now (before reading its ledger). */
export async function settleWallet(userId: string): Promise<void> {
  const user = await User.findById(userId, 'walletSeq walletPending').lean<WalletFields>();
  if (user?.walletPending?.length) await withDocumentLock(`wallet:${userId}`, () => copyPendingEntries(userId, user.walletPending!, user.walletSeq ?? 0));
}

/** The recovery sweep's part: copies every wallet's pending entries (left by a stopped process). Returns how many wallets. */
export async function settleAllWallets(): Promise<number> {
  const users = await User.find({ 'walletPending.0': { $exists: true } }, '_id')
    .setOptions(WITHOUT_TIME_LIMIT)
    .lean();
  for (const user of users) await settleWallet(String(user._id));
  return users.length;
}

/**
 * True when `userId`'s ledger holds an entry of `kind` for `orderId` (copied or still pending).
 * The recovery sweep uses it to decide a wallet step a stopped process left in doubt: the entry is
 * written in the same update as the balance, so it exists exactly when the balance moved.
 */
export async function hasOrderEntry(userId: string, orderId: string, kind: PlannedEntry['kind']): Promise<boolean> {
  if (await WalletEntry.exists({ userId, orderId, kind })) return true;
  const user = await User.findById(userId, 'walletPending').lean<WalletFields>();
  return (user?.walletPending ?? []).some((e) => e.kind === kind && String(e.orderId) === orderId);
}

/**
 * True when `userId`'s ledger holds the credit of the claim `claimId` (copied or still pending):
 * the entry is written in the same update as the balance, so it exists exactly when the money moved.
 */
export async function hasClaimEntry(userId: string, claimId: string): Promise<boolean> {
  if (await WalletEntry.exists({ userId, claimId })) return true;
  const user = await User.findById(userId, 'walletPending').lean<WalletFields>();
  return (user?.walletPending ?? []).some((e) => e.claimId !== undefined && String(e.claimId) === claimId);
}
