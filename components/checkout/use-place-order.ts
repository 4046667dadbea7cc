'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiFetch, isApiError } from '@/lib/http/fetcher';
import { paths } from '@/lib/http/paths';
import { checkoutMessages } from '@/lib/messages/checkout';
import { paymentMessages } from '@/lib/messages/payment';
import { refreshSession, saveCart } from '@/components/auth/session-store';
import type { CartLine } from '@/components/cart/cart-lines';
import { useSnackbar } from '@/components/ui/Snackbar';
import { offlineMessages } from '@/lib/messages/offline';
import type { SeenOrder } from '@/lib/orders/seen-check';
import { askForBackgroundSync, enqueueOrder, newCheckoutKey, type QueuedOrder } from '@/components/offline/order-queue';
import { orderPagePath, orderPayload, type OrderRequest } from './order-checks';

const c = checkoutMessages;
const CREATING_MS = 45_000;
const REDIRECT_MS = 1000;
const STOCK_MS = 10_000;
const ERROR_MS = 3000;
const QUEUED_MS = 8000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Created = { orderId: string; orderNumber: number; total: number };

/**
 * CONFIRMAR PEDIDO (docs/contract/buying.md §4): POST /api/orders with the 'Creando Pedido' notice; on success
 * 'PEDIDO CREADO', the cart is cleared, then a card order with something to pay goes to Stripe
 * (to the order's page if the payment URL cannot be had) and any other to its order page. A 400
 * errorType 0 replaces the cart with the corrected one the server returns.
 */
export function usePlaceOrder(userId: string, token: string | null, onStockShort: () => void) {
  const router = useRouter();
  const snackbar = useSnackbar();
  const [submitting, setSubmitting] = useState(false);

  async function toStripe(created: Created) {
    snackbar.show(c.redirectStripe, { kind: 'info', durationMs: REDIRECT_MS });
    try {
      const { stripeUrl } = await apiFetch<{ stripeUrl: string }>(paths.orders.payCheckout(created.orderId), { token });
      window.location.assign(stripeUrl);
    } catch {
      snackbar.show(paymentMessages.failed, { kind: 'error', durationMs: ERROR_MS });
      router.push(orderPagePath(userId, created.orderId));
    }
  }

  function failed(error: unknown) {
    setSubmitting(false);
    if (isApiError(error) && error.status === 400 && error.errorType === 0) {
      const cart = (error.body as { cart?: { products: CartLine[]; points: number } } | null)?.cart;
      if (cart) saveCart(userId, cart);
      snackbar.show(c.stockFailed, { kind: 'error', durationMs: STOCK_MS });
      onStockShort();
    } else if (isApiError(error) && error.status === 400 && error.message) {
      // errorType 12: a price or the delivery cost changed since the cart was drawn; it is drawn again.
      if (error.errorType === 12) void refreshSession();
      snackbar.show(error.message, { kind: 'warning', durationMs: error.errorType === 12 ? STOCK_MS : 5000 });
    } else {
      snackbar.show(c.createFailed, { kind: 'error', durationMs: ERROR_MS });
    }
  }

  /** Keeps the order on the device, to be sent (with its key, so once) when the line returns. */
  function keep(order: QueuedOrder) {
    enqueueOrder(order);
    askForBackgroundSync();
    setSubmitting(false);
    onStockShort(); // closes the dialog
    snackbar.show(
      order.payload.paymentType === 'OnlineStripe' ? `${offlineMessages.orderQueued}. ${offlineMessages.cardWhenOnline}` : offlineMessages.orderQueued,
      { kind: 'info', durationMs: QUEUED_MS },
    );
  }

  /**
   * Places the order, with a fresh checkout key and what the buyer saw (the server refuses it if a
   * price or the delivery cost changed). Without a line, or when the answer is lost, it is kept.
   */
  async function place(request: OrderRequest, seen: SeenOrder, summary: QueuedOrder['summary']) {
    const payload = { ...orderPayload(request), checkoutKey: newCheckoutKey(), seen };
    const queued: QueuedOrder = { key: payload.checkoutKey, userId, queuedAt: Date.now(), payload, summary };
    if (!navigator.onLine) return keep(queued);
    setSubmitting(true);
    snackbar.show(c.creatingOrder, { kind: 'info', durationMs: CREATING_MS, busy: true });
    let created: Created;
    try {
      created = await apiFetch<Created>(paths.orders.root(), { method: 'POST', body: payload, token });
    } catch (error) {
      if (isApiError(error) && error.status === 0) keep(queued);
      else failed(error);
      return;
    }
    saveCart(userId, { products: [], points: 0 });
    void refreshSession(); // the server's cart after the order (anything it did not take stays)
    snackbar.show(c.orderCreated, { kind: 'success', durationMs: REDIRECT_MS });
    await pause(REDIRECT_MS);
    // The server's total decides: the cart's figure is only a preview.
    if (request.paymentType === 'OnlineStripe' && created.total > 0) return toStripe(created);
    snackbar.show(c.redirectOrders, { kind: 'info', durationMs: REDIRECT_MS });
    router.push(orderPagePath(userId, created.orderId));
  }

  return { submitting, place };
}
