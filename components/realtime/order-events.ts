import { SOCKET_EVENTS } from '@/lib/realtime/events';

/** An order notification from the server (lib/orders/notify.ts), or a resync after the socket reconnected. */
export type OrderEvent = { type: 'orderCreated' | 'orderUpdated'; orderId: string; orderNumber: number; currentStatus: string } | { type: 'reconnected' };

/** The order events the client listens to, by socket event name. */
export const ORDER_EVENT_NAMES = [SOCKET_EVENTS.orderCreated, SOCKET_EVENTS.orderUpdated] as const;

/** The event `name` carrying `payload` as an OrderEvent, or null when the payload is not one. */
export function parseOrderEvent(name: string, payload: unknown): OrderEvent | null {
  if (name !== SOCKET_EVENTS.orderCreated && name !== SOCKET_EVENTS.orderUpdated) return null;
  if (typeof payload !== 'object' || payload === null) return null;
  const { orderId, orderNumber, currentStatus } = payload as Record<string, unknown>;
  if (typeof orderId !== 'string' || !orderId) return null;
  return {
    type: name,
    orderId,
    orderNumber: typeof orderNumber === 'number' ? orderNumber : 0,
    currentStatus: typeof currentStatus === 'string' ? currentStatus : '',
  };
}

/** True for an SWR key of the orders API (a path, or a [path, token] pair), so one event revalidates them all. */
export function isOrdersKey(key: unknown): boolean {
  const path = Array.isArray(key) ? key[0] : key;
  return typeof path === 'string' && path.startsWith('/api/orders');
}
