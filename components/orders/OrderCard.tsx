'use client';

import { useId, useRef, useState } from 'react';
import { formatDateTime } from '@/lib/format';
import { formatUsd } from '@/lib/money';
import { deliversMessages } from '@/lib/messages/delivers';
import { orderStatusMessages } from '@/lib/messages/order-status';
import { ordersPageMessages } from '@/lib/messages/orders-page';
import { distinctSlots } from '@/lib/orders/delivery-slots';
import type { OrderDto } from '@/lib/orders/dto';
import type { OrderViewer } from './OrderActions';
import { OrderDetails } from './OrderDetails';
import { buyerName } from './order-view';
import { printOrder } from './print-order';
import type { usePayOnline } from './use-pay-online';
import styles from './orders.module.css';

type Props = { order: OrderDto; viewer: OrderViewer; initiallyOpen: boolean; payment: ReturnType<typeof usePayOnline>; onChanged(): void };

/** One order of the list: number, total (nothing to pay once cancelled), buyer (admins), date, agreed delivery slots and status; opening it shows its details. */
export function OrderCard({ order, viewer, initiallyOpen, payment, onChanged }: Props) {
  const [open, setOpen] = useState(initiallyOpen);
  const card = useRef<HTMLElement>(null);
  const bodyId = useId();
  const title = deliversMessages.order(order.orderNumber);
  const slots = distinctSlots(order.products.map((line) => ({ name: line.product.name, deliveryCalendar: line.deliveryCalendar })));
  return (
    <li>
      <article ref={card} className={styles.card} aria-label={title}>
        <button type="button" className={styles.head} aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          <span className={styles.number}>{title}</span>
          <span className={styles.total}>
            {order.currentStatus === orderStatusMessages.cancelled ? ordersPageMessages.nothingToPay : formatUsd(order.total)}
          </span>
          {viewer.isAdmin && <span className={styles.buyer}>{buyerName(order)}</span>}
          <span className={styles.muted}>{ordersPageMessages.date(formatDateTime(order.createdAt))}</span>
          {slots.map((slot) => (
            <span key={slot} className={styles.slot}>
              {deliversMessages.deliveryDate(slot)}
            </span>
          ))}
          <span className={styles.state}>{ordersPageMessages.status(order.currentStatus)}</span>
        </button>
        <div id={bodyId} hidden={!open}>
          {open && (
            <OrderDetails
              order={order}
              viewer={viewer}
              payment={payment}
              onChanged={onChanged}
              onPrint={() => card.current && printOrder(card.current, title)}
            />
          )}
        </div>
      </article>
    </li>
  );
}
