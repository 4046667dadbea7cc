'use client';

import { cashMessages } from '@/lib/messages/cash';
import { orderStatusMessages } from '@/lib/messages/order-status';
import type { OrderDto } from '@/lib/orders/dto';
import { CourierActions } from './CourierActions';
import { DeliveryProofView } from './DeliveryProofView';
import { ShareOrder } from './ShareOrder';
import styles from './tracking.module.css';

type Viewer = { id: string; isAdmin: boolean; isSuperAdmin: boolean; token: string | null };

/**
 * Decision 7 on an opened order: its payment status (apart from delivery) for everyone who sees it;
 * the buyer's share link, WhatsApp button and delivery code; once delivered, the proof (buyer and
 * order admins); the courier's cash and code actions.
 */
export function OrderTrackingPanel({ order, viewer, onChanged }: { order: OrderDto; viewer: Viewer; onChanged(): void }) {
  const own = order.user._id === viewer.id;
  const finished = order.currentStatus === orderStatusMessages.delivered || order.currentStatus === orderStatusMessages.cancelled;
  return (
    <>
      <p>
        {cashMessages.statusLabel}: <strong data-testid="payment-status">{cashMessages.statuses[order.balance.state]}</strong>
      </p>
      {own && order.currentStatus !== orderStatusMessages.cancelled && <ShareOrder orderId={order._id} token={viewer.token} finished={finished} />}
      {order.delivery.proof && (
        <section className={styles.panel}>
          <DeliveryProofView proof={order.delivery.proof} orderNumber={order.orderNumber} headingLevel={3} />
        </section>
      )}
      {viewer.isAdmin && <CourierActions order={order} token={viewer.token} isSuperAdmin={viewer.isSuperAdmin} onChanged={onChanged} />}
    </>
  );
}
