import crypto from 'node:crypto';

/** A 4-digit e-mail code from a cryptographic random source, '0000' to '9999'. */
export function newEmailCode(): string {
  return String(crypto.randomInt(0, 10_000)).padStart(4, '0');
}

/** An opaque, unguessable id (request ids, reset grants). */
export function newOpaqueId(): string {
  return crypto.randomBytes(24).toString('base64url');
}

/** The stored form of a code or grant: an HMAC bound to its request id, so equal codes differ. */
export function hashSecret(secret: string, salt: string): string {
  return crypto.createHmac('sha256', salt).update(secret).digest('hex');
}

/** Constant-time comparison of a secret with its stored hash. */
export function secretMatches(secret: string, salt: string, storedHash: string): boolean {
  const candidate = Buffer.from(hashSecret(secret, salt), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return candidate.length === stored.length && crypto.timingSafeEqual(candidate, stored);
}

/** A six-character coupon code (A–Z, 0–9) for a new user. */
export function newCouponCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(crypto.randomBytes(6), (byte) => alphabet[byte % alphabet.length]).join('');
}
