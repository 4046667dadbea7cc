import type { OrderDto, OrderLineDto } from '@/lib/orders/dto';
import { orderStatusMessages } from '@/lib/messages/order-status';
import { ordersMessages } from '@/lib/messages/orders';
import { trackStatusMessages } from '@/lib/messages/track-status';
import { PAYMENT_OBSERVATION_MAX, shownLineStatus } from '@/lib/orders/status';

/** The lines as the order shows them (docs/contract/buying.md §9): fast delivery first, then grouped by store, otherwise in order. */
export function sortOrderLines(lines: readonly OrderLineDto[]): OrderLineDto[] {
  const firstSeen = new Map<string, number>();
  lines.forEach((line, i) => {
    if (!firstSeen.has(line.product.user)) firstSeen.set(line.product.user, i);
  });
  return lines
    .map((line, i) => ({ line, i }))
    .sort(
      (a, b) =>
        Number(b.line.product.fastDelivery) - Number(a.line.product.fastDelivery) ||
        firstSeen.get(a.line.product.user)! - firstSeen.get(b.line.product.user)! ||
        a.i - b.i,
    )
    .map(({ line }) => line);
}

/**
 * The operations warnings of an order (docs/contract/buying.md §8), for order admins, read from the statuses its
 * lines show (a delivered order's read Entregado); none on a cancelled order:
 * lines still being checked or not available; fast lines not delivered yet; import lines not yet
 * received at the warehouse.
 */
export function orderWarnings(order: Pick<OrderDto, 'currentStatus' | 'products'>): string[] {
  if (order.currentStatus === orderStatusMessages.cancelled) return [];
  // The statuses the lines show: on a delivered order they read Entregado (lib/orders/status.ts).
  const lines = order.products.map((l) => ({
    fast: l.product.fastDelivery,
    status: shownLineStatus(order.currentStatus, l.trackStatus.currentStatus, l.replacement),
  }));
  const open = lines.filter((l) => l.status !== trackStatusMessages.notDelivered);
  const unchecked = lines.some((l) => l.status === trackStatusMessages.checking || l.status === trackStatusMessages.notDelivered);
  const fastPending = open.some((l) => l.fast && l.status !== trackStatusMessages.checking && l.status !== trackStatusMessages.delivered);
  const importPending = open.some(
    (l) => !l.fast && l.status !== trackStatusMessages.checking && l.status !== trackStatusMessages.received && l.status !== trackStatusMessages.delivered,
  );
  const warnings: [boolean, string][] = [
    [unchecked, ordersMessages.warnUnchecked],
    [fastPending, ordersMessages.warnFastUndelivered],
    [importPending, ordersMessages.warnImportUndelivered],
  ];
  return warnings.filter(([applies]) => applies).map(([, text]) => text);
}

/** True when every line is fast delivery (Confirmado then moves to Recibido). */
export function isAllFast(order: Pick<OrderDto, 'products'>): boolean {
  return order.products.every((l) => l.product.fastDelivery);
}

/** The buyer's full name as the title and the user link show it. */
export function buyerName(order: Pick<OrderDto, 'user'>): string {
  return `${order.user.name} ${order.user.lastName}`.trim();
}

/** The payment observation's problem (docs/contract/buying.md §5): required, at most 200 characters; null when fine. */
export function paymentObservationError(text: string): string | null {
  const note = text.trim();
  if (!note) return ordersMessages.paymentObservationRequired;
  return note.length > PAYMENT_OBSERVATION_MAX ? ordersMessages.paymentObservationTooLong(PAYMENT_OBSERVATION_MAX) : null;
}
