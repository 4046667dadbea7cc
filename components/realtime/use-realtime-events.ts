'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import { useSession } from '@/components/auth/use-session';
import { connectRealtime } from './socket-client';

/** How long a deferred subscriber waits after the page loaded before it opens the socket. */
const DEFERRED_CONNECT_MS = 1500;

/** Starts listening and hands each event to `listener`; returns the function that stops it. */
export type RealtimeSubscription<T> = (listener: (event: T) => void) => () => void;

/**
 * Calls `onEvent` for every event `subscribe` delivers while a user is signed in, opening the
 * realtime connection on first use. `subscribe` must be stable (a module-level function): a new one
 * resubscribes. `deferred` opens the connection only once the page has loaded and settled, so a
 * subscriber present on every page never competes with the first paint.
 */
export function useRealtimeEvents<T>(subscribe: RealtimeSubscription<T>, onEvent: (event: T) => void, { deferred = false } = {}): void {
  const { user, token } = useSession();
  const latest = useRef(onEvent);
  useLayoutEffect(() => {
    latest.current = onEvent;
  });
  const userId = user?._id;
  useEffect(() => {
    if (!userId || !token) return;
    const unsubscribe = subscribe((event) => latest.current(event));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer = setTimeout(() => void connectRealtime(), DEFERRED_CONNECT_MS);
    };
    if (!deferred) void connectRealtime();
    else if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('load', start);
      unsubscribe();
    };
  }, [userId, token, deferred, subscribe]);
}
