'use client';

import { apiFetch } from '@/lib/http/fetcher';
import { paths } from '@/lib/http/paths';
import { readStored, STORAGE_KEYS, useStored } from '@/components/auth/local-store';
import { currentSession, refreshSession, saveCart } from '@/components/auth/session-store';
import { useSession } from '@/components/auth/use-session';
import type { CartLine, CartLineRequest, StoredCart } from './cart-lines';

/** The signed-in user's stored cart (null for a visitor or before it loaded). */
export function useStoredCart(): StoredCart | null {
  const { user } = useSession();
  const cart = useStored<StoredCart>(STORAGE_KEYS.cart);
  return user && cart && cart.userId === user._id ? cart : null;
}

/** The stored cart's lines, loading the cart from the server first when none is stored for this user. */
export async function loadCartLines(): Promise<CartLine[]> {
  const { user } = currentSession();
  const read = () => {
    const stored = readStored<StoredCart>(STORAGE_KEYS.cart);
    return stored && user && stored.userId === user._id ? stored.products : null;
  };
  const lines = read();
  if (lines) return lines;
  await refreshSession();
  return read() ?? [];
}

/**
 * PATCH updateCart with the full line list, the quantity step and the product concerned; the
 * server's confirmed cart replaces the stored one. Throws ApiError on failure.
 */
export async function updateCart(request: { cart: CartLineRequest[]; quantity: number; productId: string }): Promise<StoredCart> {
  const { user, token } = currentSession();
  if (!user || !token) throw new Error('not signed in');
  const answer = await apiFetch<{ cart: { products: CartLine[]; points: number } }>(paths.account.updateCart(), { method: 'PATCH', body: request, token });
  saveCart(user._id, answer.cart);
  return { userId: user._id, ...answer.cart };
}
