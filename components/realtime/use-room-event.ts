'use client';

import { subscribeOrderEvents, subscribeSocketEvent } from './socket-client';
import { useRealtimeEvents, type RealtimeSubscription } from './use-realtime-events';

/** One stable subscription per event name (useRealtimeEvents resubscribes on a new function). */
const subscriptions = new Map<string, RealtimeSubscription<void>>();

/** `name` in one of the user's rooms, and a reconnection (events may have been missed meanwhile). */
function subscriptionTo(name: string): RealtimeSubscription<void> {
  let subscribe = subscriptions.get(name);
  if (!subscribe) {
    subscribe = (listener) => {
      const stopOrders = subscribeOrderEvents((event) => {
        if (event.type === 'reconnected') listener();
      });
      const stopNamed = subscribeSocketEvent(name, () => listener());
      return () => {
        stopNamed();
        stopOrders();
      };
    };
    subscriptions.set(name, subscribe);
  }
  return subscribe;
}

/**
 * Calls `onChange` when the server emits `name` to a room of the signed-in user and after a
 * dropped connection came back, opening the realtime connection while the screen is shown.
 */
export function useRoomEvent(name: string, onChange: () => void): void {
  useRealtimeEvents<void>(subscriptionTo(name), onChange);
}
