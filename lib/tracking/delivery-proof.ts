import { can, type Viewer } from '../auth/roles';
import { orderStatusMessages } from '../messages/order-status';

/** Longest receiver name the courier may type. */
export const RECEIVER_NAME_MAX = 80;

/** How an order was handed over, as the buyer, the order admins and the tracking page see it. */
export type DeliveryProof = {
  /** ISO time of the delivery. */
  deliveredAt: string;
  /** Who received the goods, as the courier wrote it; '' when not given. */
  receiverName: string;
  /** Where the photo of the goods handed over is served, or null when the order was delivered without one. */
  photoPath: string | null;
};

type ProofFacts = {
  _id: unknown;
  currentStatus?: string | null;
  statuses?: readonly { status?: string | null; date?: Date | string | null }[] | null;
  delivery?: { deliveredAt?: Date | null; photo?: string | null; receiverName?: string | null } | null;
};

/**
 * The proof of an Entregado order: when (the courier's delivery, else the Entregado history entry
 * of a status change), who received it and the photo's path (`photoPathOf` signs it). Null while
 * the order is not delivered.
 */
export function deliveryProofOf(order: ProofFacts, photoPathOf: (orderId: string) => string): DeliveryProof | null {
  if (order.currentStatus !== orderStatusMessages.delivered) return null;
  const entry = [...(order.statuses ?? [])].reverse().find((e) => e.status === orderStatusMessages.delivered);
  const when = order.delivery?.deliveredAt ?? entry?.date ?? null;
  return {
    deliveredAt: when ? new Date(when).toISOString() : '',
    receiverName: order.delivery?.receiverName ?? '',
    photoPath: order.delivery?.photo ? photoPathOf(String(order._id)) : null,
  };
}

/** Who sees the proof on the order itself: its buyer and the order admins (the tracking link's holders see it there). */
export function seesDeliveryProof(viewer: Viewer, order: { user?: { _id?: unknown } | null }): boolean {
  if (!viewer) return false;
  return can(viewer, 'orders:read-all') || String(order.user?._id) === viewer._id;
}
