'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import { SOCKET_EVENTS } from '@/lib/realtime/events';
import { useSession } from '@/components/auth/use-session';
import { connectRealtime, subscribeOrderEvents, subscribeSocketEvent } from '@/components/realtime/socket-client';

/**
 * Calls `onChange` when the server says one of the seller's order lines arrived or changed
 * (deliveriesChanged in the seller's room) and after a dropped connection came back (events may
 * have been missed), opening the realtime connection while the deliveries screen is shown.
 */
export function useDeliveriesLive(onChange: () => void): void {
  const { user, token } = useSession();
  const latest = useRef(onChange);
  useLayoutEffect(() => {
    latest.current = onChange;
  });
  const userId = user?._id;
  useEffect(() => {
    if (!userId || !token) return;
    const stopOrders = subscribeOrderEvents((event) => {
      if (event.type === 'reconnected') latest.current();
    });
    const stopDeliveries = subscribeSocketEvent(SOCKET_EVENTS.deliveriesChanged, () => latest.current());
    void connectRealtime();
    return () => {
      stopDeliveries();
      stopOrders();
    };
  }, [userId, token]);
}
