import { connectDb } from '../db';
import { AppError } from '../errors';
import { purgeExpiredLater } from '../expired-purge';
import { hashSecret, newEmailCode, newOpaqueId, secretMatches } from '../auth/codes';
import { consume, RATE_RULES } from '../auth/rate-limit';
import { guardedUpdate } from '../guarded-write';
import { sendMail, type Mail } from '../mail/transport';
import { CODE_LIFETIME_MINUTES } from '../mail/templates';
import { EmailCode, type EmailCodeDoc, type LeanEmailCode } from '@/models/EmailCode';

/*
 * E-mail codes: 4 digits from crypto, stored only as an HMAC keyed by the request id, bound to a
 * purpose and an e-mail, valid 15 minutes, dead after 5 wrong tries, single use. The browser only
 * ever holds the opaque request id.
 */
export type CodePurpose = 'register' | 'recover';

/** Wrong tries after which a code refuses even the right digits. */
export const MAX_CODE_ATTEMPTS = 5;
const LIFETIME_MS = CODE_LIFETIME_MINUTES * 60_000;
const MISMATCH = { register: 'codeMismatch', recover: 'recoverCodeMismatch' } as const;

/** Count one code request from a network address (429 with Retry-After past the limit). */
export async function countCodeRequestFromAddress(address: string, now = new Date()): Promise<void> {
  await consume(`code-request:address:${address}`, RATE_RULES.codeRequestsPerAddressHour, now);
}

/** Count one code request for an e-mail address, per hour and per day (429 past either). */
export async function countCodeRequestForEmail(email: string, now = new Date()): Promise<void> {
  await consume(`code-request:email:${email}:hour`, RATE_RULES.codeRequestsPerEmailHour, now);
  await consume(`code-request:email:${email}:day`, RATE_RULES.codeRequestsPerEmailDay, now);
}

/**
 * Store a new code for `email` and `purpose`, e-mail it with `template`, and return the opaque
 * request id. When sending fails the code is removed and the mail error is thrown.
 */
export async function issueCode(email: string, purpose: CodePurpose, template: (to: string, code: string) => Mail, now = new Date()): Promise<string> {
  await connectDb();
  const requestId = newOpaqueId();
  const digits = newEmailCode();
  const created = await EmailCode.create({
    requestId,
    email,
    purpose,
    codeHash: hashSecret(digits, requestId),
    expiresAt: new Date(now.getTime() + LIFETIME_MS),
  });
  purgeExpiredLater(EmailCode, now);
  try {
    await sendMail(template(email, digits));
  } catch (error) {
    await EmailCode.deleteOne({ _id: created._id });
    throw error;
  }
  return requestId;
}

export type CodeAttempt = { requestId: string; digits: string; purpose: CodePurpose; address: string; email?: string };

/**
 * Check typed digits against a live code and mark it verified (plus `onSuccess` fields) in one
 * guarded write. Every try is counted before comparing, so at most 5 comparisons ever run per
 * code, even concurrently. Throws the purpose's mismatch error, `codeExpired`, or 429 for an
 * address trying too many codes.
 */
export async function verifyCode(attempt: CodeAttempt, onSuccess: Partial<EmailCodeDoc> = {}, now = new Date()): Promise<LeanEmailCode> {
  const mismatch = () => new AppError(MISMATCH[attempt.purpose]);
  await consume(`code-check:address:${attempt.address}`, RATE_RULES.codeChecksPerAddress, now);
  const code = await EmailCode.findOne({ requestId: attempt.requestId, purpose: attempt.purpose }).lean<LeanEmailCode>();
  if (!code || code.verifiedAt || code.usedAt) throw mismatch();
  if (code.expiresAt.getTime() <= now.getTime()) throw new AppError('codeExpired');
  const counted = await guardedUpdate(EmailCode, code._id, { attempts: { $lt: MAX_CODE_ATTEMPTS }, verifiedAt: null }, { $inc: { attempts: 1 } });
  if (!counted) throw mismatch();
  const emailMatches = attempt.email === undefined || attempt.email === code.email;
  if (!emailMatches || !secretMatches(attempt.digits, code.requestId, code.codeHash)) throw mismatch();
  const verified = await guardedUpdate(EmailCode, code._id, { verifiedAt: null }, { $set: { ...onSuccess, verifiedAt: now } });
  if (!verified) throw mismatch();
  return verified;
}

/** The salt of a reset grant's hash, apart from the code's own. */
function grantSalt(requestId: string): string {
  return `grant:${requestId}`;
}

/**
 * Verify a recovery code and turn it into a reset grant: an opaque secret, stored hashed, valid
 * 15 minutes from now for one password change. Returns the grant.
 */
export async function verifyRecoveryCode(requestId: string, digits: string, address: string, now = new Date()): Promise<string> {
  const grant = newOpaqueId();
  await verifyCode(
    { requestId, digits, purpose: 'recover', address },
    {
      grantHash: hashSecret(grant, grantSalt(requestId)),
      expiresAt: new Date(now.getTime() + LIFETIME_MS),
    },
    now,
  );
  return grant;
}

/** Spend the unused, unexpired reset grant of `email`, or throw `codeExpired`. */
export async function redeemResetGrant(email: string, grant: string, now = new Date()): Promise<void> {
  await connectDb();
  const candidates = await EmailCode.find({
    email,
    purpose: 'recover',
    verifiedAt: { $ne: null },
    usedAt: null,
    expiresAt: { $gt: now },
  }).lean<LeanEmailCode[]>();
  const match = candidates.find((c) => c.grantHash && secretMatches(grant, grantSalt(c.requestId), c.grantHash));
  if (!match) throw new AppError('codeExpired');
  const spent = await guardedUpdate(EmailCode, match._id, { usedAt: null }, { $set: { usedAt: now } });
  if (!spent) throw new AppError('codeExpired');
}
