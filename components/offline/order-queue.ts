'use client';

import { readStored, STORAGE_KEYS, writeStored } from '@/components/auth/local-store';
import type { SeenOrder } from '@/lib/orders/seen-check';
import type { orderPayload } from '@/components/checkout/order-checks';

/**
 * Orders confirmed without a line, kept on the device (under 'orderQueue') until they are sent:
 * each with its checkout key, so sending it twice (two tabs, a retry after a lost answer) still
 * makes one order, and with what the buyer saw, so the server refuses it if that changed.
 */
export type QueuedOrderPayload = ReturnType<typeof orderPayload> & { checkoutKey: string; seen: SeenOrder };
export type QueuedOrder = {
  key: string;
  userId: string;
  /** When the buyer confirmed it (ms). */
  queuedAt: number;
  payload: QueuedOrderPayload;
  /** What MIS PEDIDOS shows while it waits. */
  summary: { lines: { name: string; count: number }[]; total: number };
  /** The server's refusal (a price or the stock changed): kept until the buyer looks at it. */
  refusal?: { message: string; errorType?: number };
};

/** A fresh checkout key: random, 32 characters of [0-9a-f-]. */
export function newCheckoutKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
}

/** Every queued order of every user on this device (another user's are kept for them). */
export function readQueue(): QueuedOrder[] {
  const stored = readStored<QueuedOrder[]>(STORAGE_KEYS.orderQueue);
  return Array.isArray(stored) ? stored : [];
}

function writeQueue(queue: QueuedOrder[]): void {
  writeStored(STORAGE_KEYS.orderQueue, queue.length ? queue : null);
}

/** Adds an order to the queue (the same key once). */
export function enqueueOrder(order: QueuedOrder): void {
  writeQueue([...readQueue().filter((o) => o.key !== order.key), order]);
}

/** Drops an order: sent, or cancelled by the buyer. */
export function dropQueued(key: string): void {
  writeQueue(readQueue().filter((o) => o.key !== key));
}

/** Marks an order refused by the server; it is not sent again. */
export function refuseQueued(key: string, refusal: NonNullable<QueuedOrder['refusal']>): void {
  writeQueue(readQueue().map((o) => (o.key === key ? { ...o, refusal } : o)));
}

/** Asks the service worker to wake the store when the line returns (Background Sync, where the browser has it). */
export function askForBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(SEND_QUEUE_TAG))
    .catch(() => undefined); // no Background Sync here: the store sends when next opened or when the line returns
}

/** The Background Sync tag; public/sw.js answers it by telling the open pages to send. */
export const SEND_QUEUE_TAG = 'importa-send-queue';
