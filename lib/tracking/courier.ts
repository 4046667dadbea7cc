import { can, type Viewer } from '../auth/roles';
import { orderStatusMessages } from '../messages/order-status';

const s = orderStatusMessages;

/** Statuses in which the order is on its way: the courier may hand it over (Entregado) with the code. */
export const DELIVERABLE_STATUSES: readonly string[] = [s.confirmed, s.packed, s.sent, s.received];

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
