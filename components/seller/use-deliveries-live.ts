'use client';

import { SOCKET_EVENTS } from '@/lib/realtime/events';
import { useRoomEvent } from '@/components/realtime/use-room-event';

/**
 * Calls `onChange` when the server says one of the seller's order lines arrived or changed
 * (deliveriesChanged in the seller's room) and after a dropped connection came back (events may
 * have been missed), opening the realtime connection while the deliveries screen is shown.
 */
export function useDeliveriesLive(onChange: () => void): void {
  useRoomEvent(SOCKET_EVENTS.deliveriesChanged, onChange);
}
