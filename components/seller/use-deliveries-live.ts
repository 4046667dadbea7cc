'use client';

import { SOCKET_EVENTS } from '@/lib/realtime/events';
import { subscribeOrderEvents, subscribeSocketEvent } from '@/components/realtime/socket-client';
import { useRealtimeEvents } from '@/components/realtime/use-realtime-events';

/** deliveriesChanged in the seller's room, and a reconnection (events may have been missed meanwhile). */
function subscribeDeliveryChanges(listener: () => void): () => void {
  const stopOrders = subscribeOrderEvents((event) => {
    if (event.type === 'reconnected') listener();
  });
  const stopDeliveries = subscribeSocketEvent(SOCKET_EVENTS.deliveriesChanged, () => listener());
  return () => {
    stopDeliveries();
    stopOrders();
  };
}

/**
 * Calls `onChange` when the server says one of the seller's order lines arrived or changed
 * (deliveriesChanged in the seller's room) and after a dropped connection came back (events may
 * have been missed), opening the realtime connection while the deliveries screen is shown.
 */
export function useDeliveriesLive(onChange: () => void): void {
  useRealtimeEvents<void>(subscribeDeliveryChanges, onChange);
}
