import { can, type Viewer } from '../auth/roles';
import { orderStatusMessages } from '../messages/order-status';

/** Statuses in which the order is on its way: the courier may hand it over (Entregado) with the code. */
export const DELIVERABLE_STATUSES: readonly string[] = [
  orderStatusMessages.confirmed,
  orderStatusMessages.packed,
  orderStatusMessages.sent,
  orderStatusMessages.received,
];

/**
 * Who may act as the order's courier (enter the delivery code, mark cash received): order admins
 * and super admins, or the seller when every line of the order is theirs (they deliver it).
 */
export function isCourierFor(viewer: Viewer, order: { lines?: readonly { seller?: unknown }[] | null }): boolean {
  if (!viewer) return false;
  if (can(viewer, 'orders:deliver')) return true;
  const lines = order.lines ?? [];
  return viewer.isImportCompany && lines.length > 0 && lines.every((line) => String(line.seller) === viewer._id);
}

type OrderParties = { user?: unknown; lines?: readonly { seller?: unknown }[] | null };

/** True when the viewer is the order's buyer or the seller of any of its lines. */
export function isPartyTo(viewer: Viewer, order: OrderParties): boolean {
  if (!viewer) return false;
  const buyer = order.user && typeof order.user === 'object' && '_id' in order.user ? (order.user as { _id: unknown })._id : order.user;
  return String(buyer) === viewer._id || (order.lines ?? []).some((line) => String(line.seller) === viewer._id);
}

/**
 * True when a delivery confirmed by `viewer` is the store's own sighting, which alone credits the
 * order's points: a store courier (order admin or super admin) who is neither the buyer nor a
 * seller of the order. A seller delivering their own order still makes it Entregado, but the
 * points wait for the store (decision 19: a seller could mint points and confirm them himself).
 */
export function storeSawDelivery(viewer: Viewer, order: OrderParties): boolean {
  return can(viewer, 'orders:deliver') && !isPartyTo(viewer, order);
}
