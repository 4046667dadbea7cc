import crypto from 'node:crypto';

/*
 * The signed token of one claim photo: '{orderId}.{photo}.{signature}', HMAC-SHA256 with the
 * server key of lib/tracking/secret.ts under its own purpose, so it opens that one photo and
 * nothing else (no tracking page, no delivery photo). Given only in the answers of those who may
 * see the claim: its buyer, the line's seller and super admins. Pure: the key is passed in.
 */

const SIGNATURE_CHARS = 22; // base64url: 132 bits
const ID = /^[0-9a-f]{24}$/;

function signature(orderId: string, photo: string, key: Buffer): string {
  return crypto.createHmac('sha256', key).update(`claim-photo:${orderId}:${photo}`).digest('base64url').slice(0, SIGNATURE_CHARS);
}

/** The token that opens the claim photo `photo` stored in the order's folder. */
export function claimPhotoToken(orderId: string, photo: string, key: Buffer): string {
  return `${orderId}.${photo}.${signature(orderId, photo, key)}`;
}

/** The order and photo a token was signed for, or null when it is malformed or its signature is wrong. */
export function photoOfToken(token: string, key: Buffer): { orderId: string; photo: string } | null {
  const [orderId, photo, given, ...rest] = token.split('.');
  if (rest.length > 0 || !orderId || !photo || !given || !ID.test(orderId) || !ID.test(photo) || given.length !== SIGNATURE_CHARS) return null;
  const expected = Buffer.from(signature(orderId, photo, key));
  const candidate = Buffer.from(given);
  return candidate.length === expected.length && crypto.timingSafeEqual(candidate, expected) ? { orderId, photo } : null;
}
