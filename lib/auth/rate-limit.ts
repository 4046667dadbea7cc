import { connectDb } from '../db';
import { AppError } from '../errors';
import { purgeExpiredLater } from '../expired-purge';
import { limitAddress } from '../http/client-address';
import { RateLimitHit } from '@/models/RateLimitHit';

/** At most `limit` counted events per `windowMs` for one key. */
export type RateRule = { limit: number; windowMs: number };

const MINUTE = 60_000;
/** The store's limits (decision 8 anchors: ASVS 5.0 level 2). */
export const RATE_RULES = {
  // Past this many failures the account is under attack: only addresses that have not failed on it get a try.
  loginFailuresPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  // One address's failures on one account: the brute forcer's own lock, not the owner's.
  loginFailuresPerAccountAddress: { limit: 10, windowMs: 15 * MINUTE },
  loginFailuresPerAddress: { limit: 50, windowMs: 15 * MINUTE },
  // The IPv6 /48 around a /64 (many /64s of one holder): a total over all its addresses and accounts.
  loginFailuresPerWideBlock: { limit: 200, windowMs: 15 * MINUTE },
  // The account's backoff across addresses: past these, only its known devices get a password check.
  loginFailuresPerAccountHour: { limit: 20, windowMs: 60 * MINUTE },
  loginFailuresPerAccountDay: { limit: 50, windowMs: 24 * 60 * MINUTE },
  codeRequestsPerEmailHour: { limit: 5, windowMs: 60 * MINUTE },
  codeRequestsPerEmailDay: { limit: 10, windowMs: 24 * 60 * MINUTE },
  codeRequestsPerAddressHour: { limit: 20, windowMs: 60 * MINUTE },
  codeChecksPerAddress: { limit: 30, windowMs: 15 * MINUTE },
  // New passwords set with a reset grant (a real one is spent by the first): before anything is hashed.
  passwordResetsPerAddress: { limit: 10, windowMs: 15 * MINUTE },
  passwordResetFailuresPerEmail: { limit: 20, windowMs: 15 * MINUTE },
  couponChecksPerUser: { limit: 20, windowMs: 15 * MINUTE },
  couponChecksPerAddress: { limit: 60, windowMs: 15 * MINUTE },
  orderAttemptsPerUser: { limit: 30, windowMs: 10 * MINUTE },
  orderAttemptsPerAddress: { limit: 120, windowMs: 10 * MINUTE },
  // Across all of one user's conversations.
  conversationMessagesPerUser: { limit: 10, windowMs: MINUTE },
  // Reviews, their pictures and answers: a buyer has a few delivered lines, never hundreds an hour.
  reviewWritesPerUser: { limit: 20, windowMs: 60 * MINUTE },
  reviewWritesPerAddress: { limit: 60, windowMs: 60 * MINUTE },
  // Claims and their photos: a buyer claims on a few delivered lines, never dozens an hour.
  claimWritesPerUser: { limit: 10, windowMs: 60 * MINUTE },
  claimWritesPerAddress: { limit: 30, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateRule>;

async function hitsInWindow(key: string, rule: RateRule, now: Date): Promise<{ count: number; oldest?: Date }> {
  await connectDb();
  const since = new Date(now.getTime() - rule.windowMs);
  const hits = await RateLimitHit.find({ key, at: { $gt: since } }, 'at')
    .sort({ at: 1 })
    .limit(rule.limit)
    .lean();
  return { count: hits.length, oldest: hits[0]?.at };
}

/** True when `key` has reached its limit; counts nothing. */
export async function reachedLimit(key: string, rule: RateRule, now = new Date()): Promise<boolean> {
  return (await hitsInWindow(key, rule, now)).count >= rule.limit;
}

/** Throws 429 (with Retry-After) when `key` has already reached its limit; counts nothing. */
export async function assertUnderLimit(key: string, rule: RateRule, now = new Date()): Promise<void> {
  const { count, oldest } = await hitsInWindow(key, rule, now);
  if (count >= rule.limit) throw rateLimited(rule, oldest, now);
}

function rateLimited(rule: RateRule, oldest: Date | undefined, now: Date): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil(((oldest?.getTime() ?? now.getTime()) + rule.windowMs - now.getTime()) / 1000));
  return new AppError('rateLimited', { details: { retryAfterSeconds } });
}

/** Count one event for `key` (a failed login, a code request). */
export async function recordHit(key: string, rule: RateRule, now = new Date()): Promise<void> {
  await connectDb();
  await RateLimitHit.create({ key, at: now, expiresAt: new Date(now.getTime() + rule.windowMs) });
  purgeExpiredLater(RateLimitHit, now);
}

/**
 * Count one event for `key` unless that passes its limit (then 429, and nothing stays counted);
 * answers a function that takes the event back (a login whose password was right). Safe across
 * processes and hosts without any lock: the hit is inserted first, then the window is counted. Of
 * events racing past the limit, the last to insert counts every other one, so at most `limit` ever
 * stay counted; racers may both give up (each then retries as usual), never both get through.
 */
export async function reserve(key: string, rule: RateRule, now = new Date()): Promise<() => Promise<void>> {
  await connectDb();
  const hit = await RateLimitHit.create({ key, at: now, expiresAt: new Date(now.getTime() + rule.windowMs) });
  const withdraw = async () => {
    await RateLimitHit.deleteOne({ _id: hit._id });
  };
  const { count, oldest } = await hitsInWindow(key, { ...rule, limit: rule.limit + 1 }, now);
  if (count > rule.limit) {
    await withdraw();
    throw rateLimited(rule, oldest, now);
  }
  purgeExpiredLater(RateLimitHit, now);
  return withdraw;
}

/** Count one event for `key`, or throw 429 when that would pass its limit (`reserve`, kept). */
export async function consume(key: string, rule: RateRule, now = new Date()): Promise<void> {
  await reserve(key, rule, now);
}

/**
 * Calls capped per user and per network address because each one costs the store (an order holds
 * stock and sends mail) or probes a secret (coupon guessing; POST /api/orders also answers
 * 'CUPON INCORRECTO'). A route declares its cap by name (`route({ cap: 'order' })`, lib/http/route.ts);
 * calls sharing a name share its counts. Code e-mails are capped per e-mail and per address in
 * lib/account/email-codes.ts.
 */
export const CALL_CAPS = {
  // POST /api/orders.
  order: { perUser: RATE_RULES.orderAttemptsPerUser, perAddress: RATE_RULES.orderAttemptsPerAddress },
  // GET /api/accountImport/getCouponInfo. Per user: lib/account/coupon-service.ts (couponChecksPerUser).
  coupon: { perAddress: RATE_RULES.couponChecksPerAddress },
  // POST /api/reviews, /api/reviews/photo, /api/reviews/{id}/reply and PATCH /api/reviews/{id}.
  review: { perUser: RATE_RULES.reviewWritesPerUser, perAddress: RATE_RULES.reviewWritesPerAddress },
  // POST /api/claims and /api/claims/photo.
  claim: { perUser: RATE_RULES.claimWritesPerUser, perAddress: RATE_RULES.claimWritesPerAddress },
} as const satisfies Record<string, { perUser?: RateRule; perAddress: RateRule }>;

/** The name of a cap a route declares. */
export type CallCap = keyof typeof CALL_CAPS;

/**
 * True for the store's own machine (a loopback peer, or an in-process call without one): the
 * per-address caps of CALL_CAPS skip it, since every test buyer and a local proxy share it. The
 * per-user caps still apply.
 */
export function isLocalAddress(address: string): boolean {
  return address === 'local' || /^(127\.|::1$|::ffff:127\.)/.test(address);
}

/** Counts one call of a capped route against its cap (429 with Retry-After past it). */
export async function consumeCallCap(name: CallCap, request: Request, userId: string | null, now = new Date()): Promise<void> {
  const cap: { perUser?: RateRule; perAddress: RateRule } = CALL_CAPS[name];
  const address = clientAddress(request);
  if (cap.perUser && userId) await consume(`${name}:user:${userId}`, cap.perUser, now);
  if (!isLocalAddress(address)) await consume(`${name}:address:${address}`, cap.perAddress, now);
}

/** Header the custom server sets from the TCP peer, overwriting anything the client sent. */
export const PEER_HEADER = 'x-importa-peer';

/**
 * The caller's network address for per-address limits, as scripts/server/server.ts computed it, an IPv6
 * address taken as its /64 (limitAddress, lib/http/client-address.ts).
 */
export function clientAddress(request: Request): string {
  return limitAddress(request.headers.get(PEER_HEADER) ?? 'local');
}
