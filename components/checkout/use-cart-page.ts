'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '@/lib/http/fetcher';
import { cartMessages } from '@/lib/messages/cart';
import { refreshSession } from '@/components/auth/session-store';
import { useSession } from '@/components/auth/use-session';
import { readStored, STORAGE_KEYS, useStored, writeStored } from '@/components/auth/local-store';
import { updateCart, useStoredCart } from '@/components/cart/use-cart';
import { editRequest, queuedEdit, withQueuedEdits, type CartOp, type StoredCartEdits } from '@/components/offline/cart-edit-queue';
import { useOnline } from '@/components/offline/use-online';
import { useSnackbar } from '@/components/ui/Snackbar';
import type { CartEdit } from './cart-edits';

const UPDATE_FAILED_MS = 3000;
const WARNING_MS = 5000;

/**
 * The cart screen's data: the server's cart (refreshed from getUserWithToken on arrival, and when an
 * order is created by CartOrderEvents), and `apply`,
 * which sends one updateCart at a time; the server-confirmed cart then replaces the stored one.
 */
export function useCartPage() {
  const { user, token, ready } = useSession();
  const confirmed = useStoredCart();
  const online = useOnline();
  const storedEdits = useStored<StoredCartEdits>(STORAGE_KEYS.cartEdits);
  const waitingEdits = useMemo(() => (user && storedEdits?.userId === user._id ? storedEdits.edits : []), [user, storedEdits]);
  // The cart as it will be once the changes kept on the device are sent.
  const cart = useMemo(
    () => (confirmed && waitingEdits.length ? { ...confirmed, products: withQueuedEdits(confirmed.products, waitingEdits) } : confirmed),
    [confirmed, waitingEdits],
  );
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

  /**
   * Sends `edit` unless another update is running; `index` marks the line being saved. True on
   * success. `keepIfOffline` (a quantity change or removal): with no line, it is kept instead.
   */
  const apply = useCallback(
    async (edit: CartEdit, index: number | null, keepIfOffline?: () => void): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setUpdating(index);
      try {
        await updateCart(edit);
        return true;
      } catch (error) {
        if (isApiError(error) && error.status === 400 && error.message) snackbar.show(error.message, { kind: 'warning', durationMs: WARNING_MS });
        else if (keepIfOffline && isApiError(error) && error.status === 0) keepIfOffline();
        else snackbar.show(cartMessages.updateFailed, { kind: 'error', durationMs: UPDATE_FAILED_MS });
        return false;
      } finally {
        busy.current = false;
        setUpdating(null);
      }
    },
    [snackbar],
  );

  /**
   * Plus, minus or remove on line `index` of the cart shown. Without a line, or while earlier
   * changes still wait, the change is kept on the device and sent after them (components/offline/).
   */
  const change = useCallback(
    (op: CartOp, index: number) => {
      if (!user || !cart) return;
      const edit = queuedEdit(cart.products, index, op);
      const keep = () => {
        const stored = readStored<StoredCartEdits>(STORAGE_KEYS.cartEdits);
        const earlier = stored?.userId === user._id ? stored.edits : [];
        writeStored(STORAGE_KEYS.cartEdits, { userId: user._id, edits: [...earlier, edit] } satisfies StoredCartEdits);
      };
      const request = editRequest(cart.products, edit);
      if (!navigator.onLine || waitingEdits.length > 0) keep();
      else if (request) void apply(request, index, keep);
    },
    [user, cart, waitingEdits, apply],
  );

  return {
    user,
    token,
    ready,
    cart,
    apply,
    change,
    updating,
    reload,
    online,
    waitingEdits: waitingEdits.length,
    savedAt: confirmed?.savedAt ?? null,
    loading: Boolean(user) && !cart && !loadFailed,
    loadFailed: loadFailed && !cart,
  };
}
