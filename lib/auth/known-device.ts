import crypto from 'node:crypto';
import { parseCookie } from 'next/dist/compiled/@edge-runtime/cookies';
import { env } from '../env';

/*
 * A browser that signed in to an account before is a known device of that account: while guesses
 * from elsewhere put the account under attack, its owner still signs in from there. The mark is a
 * cookie only the login route reads (HttpOnly, SameSite=Strict, its own path), naming the account
 * and the session version it was given under, signed with the store's secret: a password change or
 * a logout everywhere (both raise the version) makes every earlier mark worthless.
 */

/** How long a browser stays known after its last sign-in there. */
export const KNOWN_DEVICE_DAYS = 90;
const COOKIE_PREFIX = 'importa-dispositivo-';
const LOGIN_PATH = '/api/accountImport/login';

function signature(userId: string, sessionVersion: number, issuedAt: number): string {
  return crypto.createHmac('sha256', env().JWT_SECRET).update(`dispositivo:${userId}:${sessionVersion}:${issuedAt}`).digest('base64url');
}

/** The Set-Cookie header marking this browser as a known device of `userId`. */
export function knownDeviceSetCookie(userId: string, sessionVersion: number, now = new Date()): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const secure = env().PUBLIC_URL?.startsWith('https:') ? '; Secure' : '';
  const value = `${sessionVersion}.${issuedAt}.${signature(userId, sessionVersion, issuedAt)}`;
  return `${COOKIE_PREFIX}${userId}=${value}; Path=${LOGIN_PATH}; Max-Age=${KNOWN_DEVICE_DAYS * 24 * 3600}; HttpOnly; SameSite=Strict${secure}`;
}

/** Whether the request's cookies mark it as a known device of this user at their current session version. */
export function isKnownDevice(cookieHeader: string | null | undefined, user: { _id: unknown; sessionVersion?: number | null }, now = new Date()): boolean {
  const userId = String(user._id);
  const value = parseCookie(cookieHeader ?? '').get(`${COOKIE_PREFIX}${userId}`);
  const match = /^(\d+)\.(\d+)\.([\w-]+)$/.exec(value ?? '');
  if (!match) return false;
  const [version, issuedAt] = [Number(match[1]), Number(match[2])];
  if (version !== (user.sessionVersion ?? 0)) return false;
  if (issuedAt * 1000 + KNOWN_DEVICE_DAYS * 24 * 3600_000 < now.getTime()) return false;
  const expected = Buffer.from(signature(userId, version, issuedAt));
  const given = Buffer.from(match[3]);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
