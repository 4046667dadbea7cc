import { Types } from 'mongoose';
import { isDatabaseUnreachable, isDuplicateKey } from '../db';
import { AppError } from '../errors';
import { CheckoutKey } from '@/models/CheckoutKey';
import { Order, type LeanOrder } from '@/models/Order';

/**
 * One order per checkout key, whichever process or tab sends it and however often
 * (models/CheckoutKey.ts). The first request to insert the buyer's key owns it and places the
 * order under the id the claim fixed; any other finds the claim, waits for that order and answers
 * it. A refused order frees its key (the buyer may confirm again with it); nothing here trusts the
 * browser beyond the key itself: the order is priced and checked as any other.
 */

/** A claim whose order has not appeared in this long was left by a process that died: it no longer blocks the key. */
export const STALE_CLAIM_MS = 10 * 60_000;
/** How long a replay waits for the request that owns the key before answering 409. */
const WAIT_FOR_OWNER_MS = 30_000;
const POLL_MS = 100;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Claim = { _id: Types.ObjectId; orderId: Types.ObjectId; claimedAt: Date };

async function claimKey(user: string, key: string): Promise<{ claim: Claim; mine: boolean } | null> {
  try {
    const doc = await CheckoutKey.create({ user, key, orderId: new Types.ObjectId(), claimedAt: new Date() });
    return { claim: { _id: doc._id, orderId: doc.orderId, claimedAt: doc.claimedAt }, mine: true };
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  const found = await CheckoutKey.findOne({ user, key }, 'orderId claimedAt').lean<Claim>();
  return found ? { claim: found, mine: false } : null; // freed meanwhile: claim again
}

/**
 * Runs `place(orderId)` once for the buyer's `key`; a request that finds the key claimed answers
 * the order placed under it (`replay`). `place` runs only in the request that owns the claim.
 */
export async function placeOnce(
  user: string,
  key: string,
  place: (orderId: Types.ObjectId) => Promise<LeanOrder>,
): Promise<{ order: LeanOrder; replay: boolean }> {
  const giveUpAt = Date.now() + WAIT_FOR_OWNER_MS;
  for (;;) {
    const found = await claimKey(user, key);
    if (!found) continue;
    const { claim, mine } = found;
    if (mine) {
      try {
        return { order: await place(claim.orderId), replay: false };
      } catch (error) {
        // Refused or rolled back: no order has this id, so the key is free again. An outage leaves
        // the claim: the recovery sweep may still complete that order.
        if (!isDatabaseUnreachable(error)) await CheckoutKey.deleteOne({ _id: claim._id }).catch(() => undefined);
        throw error;
      }
    }
    const order = await Order.findById(claim.orderId).lean<LeanOrder>();
    if (order) return { order, replay: true };
    if (claim.claimedAt.getTime() < Date.now() - STALE_CLAIM_MS) {
      await CheckoutKey.deleteOne({ _id: claim._id, claimedAt: claim.claimedAt });
      continue;
    }
    if (Date.now() > giveUpAt) throw new AppError('conflict');
    await pause(POLL_MS);
  }
}
