'use client';

import type { OrderEvent } from './order-events';
import { subscribeOrderEvents } from './socket-client';
import { useRealtimeEvents } from './use-realtime-events';

export type { OrderEvent } from './order-events';

/**
 * Calls `onEvent` for every orderCreated / orderUpdated event of the signed-in user (and a
 * 'reconnected' event after a dropped connection), opening the realtime connection on first use.
 */
export function useOrderEvents(onEvent: (event: OrderEvent) => void): void {
  useRealtimeEvents(subscribeOrderEvents, onEvent);
}
