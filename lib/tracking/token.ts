import crypto from 'node:crypto';
import { SERVER_OBJECT_ID } from '../ids';

/*
 * The recipient's tracking link and delivery code, both derived from the order id with a server
 * key (HMAC-SHA256), so neither is stored: a copy of the database reveals no link and no code (a
 * stored hash of a 4-digit code would not protect it: 10,000 guesses recover it). Pure: the key
 * is passed in (lib/tracking/secret.ts).
 */

const SIGNATURE_CHARS = 22; // base64url: 132 bits
const ID = SERVER_OBJECT_ID;

function mac(key: Buffer, text: string): Buffer {
  return crypto.createHmac('sha256', key).update(text).digest();
}

/** An unguessable token for `purpose` on `id`: '{id}.{signature}'. Each purpose signs differently, so one token never opens another's door. */
function signedToken(purpose: string, id: string, key: Buffer): string {
  return `${id}.${mac(key, `${purpose}:${id}`).toString('base64url').slice(0, SIGNATURE_CHARS)}`;
}

/** The id a token was signed for with `purpose`, or null when the token is malformed or its signature is wrong. */
function idFromSignedToken(purpose: string, token: string, key: Buffer): string | null {
  const [id, signature, ...rest] = token.split('.');
  if (rest.length > 0 || !id || !signature || !ID.test(id) || signature.length !== SIGNATURE_CHARS) return null;
  const expected = Buffer.from(signedToken(purpose, id, key).split('.')[1]);
  const given = Buffer.from(signature);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? id : null;
}

/** The unguessable token of an order's tracking page: '{orderId}.{signature}'. */
export function trackingToken(orderId: string, key: Buffer): string {
  return signedToken('tracking', orderId, key);
}

/** The order id a token was signed for, or null when the token is malformed or its signature is wrong. */
export function orderIdFromToken(token: string, key: Buffer): string | null {
  return idFromSignedToken('tracking', token, key);
}

/**
 * The token of an order's delivery photo: given to the buyer, the order admins, the tracking page
 * and the "Entregado" e-mail. It opens the photo only, never the tracking page and its code (an
 * order admin must not learn the code the recipient gives the courier).
 */
export function deliveryPhotoToken(orderId: string, key: Buffer): string {
  return signedToken('delivery-photo', orderId, key);
}

/** The order id of a delivery photo token, or null when it is not one. */
export function orderIdFromPhotoToken(token: string, key: Buffer): string | null {
  return idFromSignedToken('delivery-photo', token, key);
}

/** The order's 4-digit delivery code ('0000'–'9999'), the same every time it is asked for. */
export function deliveryCode(orderId: string, key: Buffer): string {
  return String(mac(key, `delivery-code:${orderId}`).readUInt32BE(0) % 10_000).padStart(4, '0');
}

/** True when `given` is the order's delivery code (constant-time comparison). */
export function isDeliveryCode(orderId: string, given: string, key: Buffer): boolean {
  const expected = Buffer.from(deliveryCode(orderId, key));
  const candidate = Buffer.from(given.trim());
  return candidate.length === expected.length && crypto.timingSafeEqual(candidate, expected);
}
