'use client';

import { useEffect } from 'react';
import { readStored, STORAGE_KEYS, subscribeStored } from '@/components/auth/local-store';
import { useSnackbar } from '@/components/ui/Snackbar';

/** While something waits, how often to try again though the browser says it is online (an answer may have been lost). */
const RETRY_MS = 30_000;

const somethingWaits = () => readStored(STORAGE_KEYS.cartEdits) !== null || readStored(STORAGE_KEYS.orderQueue) !== null;

/**
 * On every page: sends the cart changes and orders kept on the device when the store opens, when
 * the line returns, when the service worker's Background Sync says so, and now and then while some
 * wait. The sending code loads only when something waits.
 */
export function QueueSender() {
  const snackbar = useSnackbar();
  useEffect(() => {
    let running = false;
    const send = () => {
      if (running || !navigator.onLine || !somethingWaits()) return;
      running = true;
      void import('./send-queue')
        .then((m) => m.sendQueued(snackbar))
        .catch(() => undefined)
        .finally(() => {
          running = false;
        });
    };
    const fromWorker = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === 'importa-send-queue') send();
    };
    send();
    window.addEventListener('online', send);
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    const timer = window.setInterval(send, RETRY_MS);
    // Another tab (or this one) queued something while online: try it now.
    const unsubscribe = subscribeStored(() => window.setTimeout(send, 0));
    return () => {
      window.removeEventListener('online', send);
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
      window.clearInterval(timer);
      unsubscribe();
    };
  }, [snackbar]);
  return null;
}
