'use client';

import type { LoginUserDto, ProfileDto } from '@/lib/account/dto';
import { apiFetch, isApiError } from '@/lib/http/fetcher';
import { paths } from '@/lib/http/paths';
import type { CartLine, StoredCart } from '@/components/cart/cart-lines';
import { readStored, STORAGE_KEYS, writeStored } from './local-store';

/**
 * The signed-in session outside React: the user (with its access token) under 'user' and the
 * server-confirmed cart under 'cart'. Hooks read them through local-store; actions live here.
 */

/** The login answer's user, completed with the profile fields once getUserWithToken answered. */
export type SessionUser = LoginUserDto & Partial<Omit<ProfileDto, keyof LoginUserDto>>;
type StoredUser = SessionUser & { accessToken: string };

/** Optional callbacks for the realtime client (loaded only where it is needed). */
export const sessionHooks: { onLogin?: (user: SessionUser) => void; onLogout?: (user: SessionUser) => void } = {};

/** The stored user without its token, and the token. */
export function splitStoredUser(stored: StoredUser | null): { user: SessionUser | null; token: string | null } {
  if (!stored || typeof stored.accessToken !== 'string' || typeof stored._id !== 'string') return { user: null, token: null };
  const { accessToken, ...user } = stored;
  return { user, token: accessToken };
}

/** The current session as stored. */
export function currentSession(): { user: SessionUser | null; token: string | null } {
  return splitStoredUser(readStored<StoredUser>(STORAGE_KEYS.user));
}

/** Stores the user and token; another user's cart is dropped. */
export function saveSession(user: SessionUser, token: string): void {
  const cart = readStored<StoredCart>(STORAGE_KEYS.cart);
  if (cart && cart.userId !== user._id) writeStored(STORAGE_KEYS.cart, null);
  writeStored(STORAGE_KEYS.user, { ...user, accessToken: token });
}

/** Stores the server-confirmed cart of the signed-in user, with when the server confirmed it (shown offline). */
export function saveCart(userId: string, cart: { products: CartLine[]; points: number }): void {
  writeStored(STORAGE_KEYS.cart, { userId, products: cart.products, points: cart.points, savedAt: Date.now() } satisfies StoredCart);
}

/**
 * Forgets the user, their cart and their cart changes kept offline (the anonymous session id, region
 * and favorites stay). Orders kept offline stay too, each marked with its buyer: they are sent once
 * that buyer signs in again, never lost to an expired session.
 */
export function clearSession(): void {
  writeStored(STORAGE_KEYS.user, null);
  writeStored(STORAGE_KEYS.cart, null);
  writeStored(STORAGE_KEYS.cartEdits, null);
}

export type RefreshResult = 'ok' | 'unauthorized' | 'failed' | 'none';

function stillSignedInWith(token: string): boolean {
  return currentSession().token === token;
}

let pending: { token: string; result: Promise<RefreshResult> } | null = null;

/**
 * GET getUserWithToken: stores the profile, the fresh token and the cart; a 401 clears the session.
 * One call at a time per token: a session stored meanwhile (a sign-in, another tab) gets its own.
 */
export function refreshSession(): Promise<RefreshResult> {
  const { token } = currentSession();
  if (!token) return Promise.resolve('none');
  if (pending?.token === token) return pending.result;
  const result = (async (): Promise<RefreshResult> => {
    try {
      type Answer = { user: ProfileDto; token: string; cart: { products: CartLine[]; points: number } };
      const answer = await apiFetch<Answer>(paths.account.getUserWithToken(), { token });
      // Signed out, or signed in as someone else while the call ran: the answer is stale.
      if (!stillSignedInWith(token)) return 'none';
      saveSession(answer.user, answer.token || token);
      saveCart(answer.user._id, answer.cart ?? { products: [], points: 0 });
      return 'ok';
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        if (stillSignedInWith(token)) clearSession();
        return 'unauthorized';
      }
      return 'failed';
    }
  })().finally(() => {
    if (pending?.result === result) pending = null;
  });
  pending = { token, result };
  return result;
}

/**
 * Logout: tells the realtime client, ends this device's session on the server (a copy of the token
 * dies with it; keepalive lets the request outlive the reload), forgets the user, resets the URL
 * to / and reloads. Offline, the browser forgets the token all the same.
 */
export function logout(): void {
  const { user, token } = currentSession();
  if (user) sessionHooks.onLogout?.(user);
  if (token) void apiFetch(paths.account.logout(), { method: 'POST', token, body: { confirm: true }, keepalive: true }).catch(() => undefined);
  clearSession();
  hardNavigate('/');
}

/** A full page load of `path` (not a client-side transition): every client state starts over. */
export function hardNavigate(path: string): void {
  window.location.assign(new URL(path, window.location.origin).href);
}
