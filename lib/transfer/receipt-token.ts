import crypto from 'node:crypto';

/*
 * The link that opens a transfer receipt: '{orderId}.{receipt}.{expires}.{signature}', an HMAC of
 * the three with a key of its own (lib/transfer/secret.ts), handed only to the order's buyer and the
 * super admins in their order answers. It opens that one receipt, until it expires; it opens no
 * other receipt, photo or page. Pure: the key and the clock are passed in.
 */

/** How long a receipt link opens the receipt: the order pages ask for new links at each load. */
export const RECEIPT_LINK_TTL_S = 3600;
const SIGNATURE_CHARS = 22;
const ID = /^[0-9a-f]{24}$/;

function signature(orderId: string, receipt: string, expires: number, key: Buffer): string {
  return crypto.createHmac('sha256', key).update(`transfer-receipt:${orderId}:${receipt}:${expires}`).digest('base64url').slice(0, SIGNATURE_CHARS);
}

/** A link token for `receipt` of `orderId`, valid RECEIPT_LINK_TTL_S seconds from `now`. */
export function receiptToken(orderId: string, receipt: string, key: Buffer, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + RECEIPT_LINK_TTL_S;
  return `${orderId}.${receipt}.${expires}.${signature(orderId, receipt, expires, key)}`;
}

/** The order and receipt a token was signed for, or null when it is malformed, forged or expired. */
export function receiptFromToken(token: string, key: Buffer, now = Date.now()): { orderId: string; receipt: string } | null {
  const [orderId, receipt, expiresText, given, ...rest] = token.split('.');
  if (rest.length > 0 || !ID.test(orderId ?? '') || !ID.test(receipt ?? '') || !/^\d{1,12}$/.test(expiresText ?? '') || given?.length !== SIGNATURE_CHARS)
    return null;
  const expires = Number(expiresText);
  if (expires * 1000 < now) return null;
  const expected = Buffer.from(signature(orderId, receipt, expires, key));
  const candidate = Buffer.from(given);
  return candidate.length === expected.length && crypto.timingSafeEqual(candidate, expected) ? { orderId, receipt } : null;
}
