'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import { useSession } from '@/components/auth/use-session';
import type { OrderEvent } from './order-events';
import { connectRealtime, subscribeOrderEvents } from './socket-client';

export type { OrderEvent } from './order-events';

/**
 * Calls `onEvent` for every orderCreated / orderUpdated event of the signed-in user (and a
 * 'reconnected' event after a dropped connection), opening the realtime connection on first use.
 */
export function useOrderEvents(onEvent: (event: OrderEvent) => void): void {
  const { user, token } = useSession();
  const latest = useRef(onEvent);
  useLayoutEffect(() => {
    latest.current = onEvent;
  });
  const userId = user?._id;
  useEffect(() => {
    if (!userId || !token) return;
    const unsubscribe = subscribeOrderEvents((event) => latest.current(event));
    void connectRealtime();
    return unsubscribe;
  }, [userId, token]);
}
