'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { isApiError } from '@/lib/http/fetcher';
import { paths } from '@/lib/http/paths';
import { cartMessages } from '@/lib/messages/cart';
import { refreshSession } from '@/components/auth/session-store';
import { useSession } from '@/components/auth/use-session';
import { updateCart, useStoredCart } from '@/components/cart/use-cart';
import { useOrderEvents } from '@/components/realtime/use-order-events';
import { useSnackbar } from '@/components/ui/Snackbar';
import type { CartEdit } from './cart-edits';

const UPDATE_FAILED_MS = 3000;
const WARNING_MS = 5000;

/**
 * The cart screen's data: the server's cart (refreshed from getUserWithToken on arrival and when an
 * order is created, e.g. in another tab), the wallet balance (0 when it cannot be read), and `apply`,
 * which sends one updateCart at a time; the server-confirmed cart then replaces the stored one.
 */
export function useCartPage() {
  const { user, token, ready } = useSession();
  const cart = useStoredCart();
  const snackbar = useSnackbar();
  const [loadFailed, setLoadFailed] = useState(false);
  const [updating, setUpdating] = useState<number | null>(null);
  const busy = useRef(false);
  const userId = user?._id;

  const load = useCallback(() => refreshSession().then((result) => setLoadFailed(result === 'failed')), []);
  const reload = useCallback(() => {
    setLoadFailed(false);
    void load();
  }, [load]);
  useEffect(() => {
    if (userId) void load();
  }, [userId, load]);
  useOrderEvents((event) => {
    if (event.type !== 'orderUpdated') void refreshSession();
  });

  const wallet = useSWR<{ wallet?: number }>(userId && token ? [paths.account.user(userId), token] : null);

  /** Sends `edit` unless another update is running; `index` marks the line being saved. True on success. */
  const apply = useCallback(async (edit: CartEdit, index: number | null): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setUpdating(index);
    try {
      await updateCart(edit);
      return true;
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.message) snackbar.show(error.message, { kind: 'warning', durationMs: WARNING_MS });
      else snackbar.show(cartMessages.updateFailed, { kind: 'error', durationMs: UPDATE_FAILED_MS });
      return false;
    } finally {
      busy.current = false;
      setUpdating(null);
    }
  }, [snackbar]);

  return {
    user, token, ready, cart, apply, updating, reload,
    loading: Boolean(user) && !cart && !loadFailed,
    loadFailed: loadFailed && !cart,
    walletBalance: wallet.error ? 0 : (wallet.data?.wallet ?? user?.wallet ?? 0),
  };
}
