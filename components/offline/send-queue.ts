'use client';

import { apiFetch, isApiError } from '@/lib/http/fetcher';
import { paths } from '@/lib/http/paths';
import { offlineMessages } from '@/lib/messages/offline';
import { readStored, STORAGE_KEYS, writeStored } from '@/components/auth/local-store';
import { currentSession, refreshSession, saveCart } from '@/components/auth/session-store';
import type { CartLine } from '@/components/cart/cart-lines';
import { updateCart } from '@/components/cart/use-cart';
import type { SnackbarApi } from '@/components/ui/Snackbar';
import { editRequest, type StoredCartEdits } from './cart-edit-queue';
import { dropQueued, readQueue, refuseQueued } from './order-queue';

/**
 * Sends what the buyer did without a line, once it is back: first the cart changes, in order,
 * each against the cart the server confirmed last (its answer replaces the stored cart); then the
 * queued orders, oldest first. One tab sends at a time (Web Locks where the browser has them; the
 * checkout key makes a second sending harmless anyway). A change or order the server refuses is
 * shown and not sent again; a failed line leaves the rest for the next try.
 */

const NOTICE_MS = 6000;
/** No line, or the server could not answer now: keep it for the next try. */
const tryAgainLater = (error: unknown) => !isApiError(error) || error.status === 0 || error.status >= 500;

type Notices = Pick<SnackbarApi, 'show'>;

async function sendCartEdits(userId: string, notices: Notices): Promise<boolean> {
  for (;;) {
    const stored = readStored<StoredCartEdits>(STORAGE_KEYS.cartEdits);
    const edit = stored?.userId === userId ? stored.edits[0] : undefined;
    if (!stored || !edit) return true;
    const cart = readStored<{ userId: string; products: CartLine[] }>(STORAGE_KEYS.cart);
    const request = editRequest(cart?.userId === userId ? cart.products : [], edit);
    if (request) {
      try {
        await updateCart(request);
      } catch (error) {
        if (tryAgainLater(error)) return false;
        if (isApiError(error) && error.status === 401) return false;
        notices.show(offlineMessages.cartChangeRefused(edit.name, error instanceof Error ? error.message : ''), { kind: 'warning', durationMs: NOTICE_MS });
      }
    }
    const now = readStored<StoredCartEdits>(STORAGE_KEYS.cartEdits);
    const rest = now?.userId === userId ? now.edits.slice(1) : [];
    writeStored(STORAGE_KEYS.cartEdits, rest.length ? { userId, edits: rest } : null);
  }
}

async function sendOrders(userId: string, token: string, notices: Notices): Promise<void> {
  const waiting = readQueue()
    .filter((o) => o.userId === userId && !o.refusal)
    .sort((a, b) => a.queuedAt - b.queuedAt);
  for (const order of waiting) {
    if (!readQueue().some((o) => o.key === order.key)) continue; // cancelled, or sent by another tab, meanwhile
    try {
      const created = await apiFetch<{ orderId: string; orderNumber: number }>(paths.orders.root(), { method: 'POST', body: order.payload, token });
      dropQueued(order.key);
      void refreshSession(); // the server's cart after the order
      notices.show(offlineMessages.queuedSent(created.orderNumber), { kind: 'success', durationMs: NOTICE_MS });
    } catch (error) {
      if (tryAgainLater(error) || (isApiError(error) && error.status === 401)) return;
      const apiError = isApiError(error) ? error : null;
      const corrected = (apiError?.body as { cart?: { products: CartLine[]; points: number } } | null)?.cart;
      if (apiError?.errorType === 0 && corrected) saveCart(userId, corrected);
      else void refreshSession(); // the prices and costs as they are now, to confirm again
      refuseQueued(order.key, { message: apiError?.message || offlineMessages.queuedRefused, errorType: apiError?.errorType });
      notices.show(apiError?.message || offlineMessages.queuedRefused, { kind: 'error', durationMs: NOTICE_MS });
    }
  }
}

/** Sends the signed-in buyer's waiting cart changes, then their queued orders. */
export async function sendQueued(notices: Notices): Promise<void> {
  const run = async () => {
    const { user, token } = currentSession();
    if (!user || !token) return;
    if (await sendCartEdits(user._id, notices)) await sendOrders(user._id, token, notices);
  };
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (locks) await locks.request('importa-send-queue', run);
  else await run();
}
