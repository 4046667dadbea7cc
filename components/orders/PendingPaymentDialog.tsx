'use client';

import { useState } from 'react';
import { useSWR } from '@/components/ui/use-swr';
import { paths } from '@/lib/http/paths';
import { formatUsd } from '@/lib/money';
import { deliversMessages } from '@/lib/messages/delivers';
import { ordersMessages } from '@/lib/messages/orders';
import { ordersPageMessages } from '@/lib/messages/orders-page';
import type { OrderDto } from '@/lib/orders/dto';
import { whatsappLink } from '@/components/layout/contact';
import { Dialog } from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/Spinner';
import ui from '@/components/ui/ui.module.css';
import type { usePayOnline } from './use-pay-online';
import styles from './orders.module.css';

/** The buyer's card orders awaiting payment (getPendingPaymentOrders); a non-empty answer opens the dialog once. */
export function PendingPaymentDialog({ token, payment }: { token: string | null; payment: ReturnType<typeof usePayOnline> }) {
  const { data } = useSWR<{ count: number; orders: OrderDto[] }>(token ? [paths.orders.pendingPayment(), token] : null);
  const [dismissed, setDismissed] = useState(false);
  const orders = data?.orders ?? [];
  if (dismissed || orders.length === 0) return null;
  return (
    <Dialog open onClose={() => setDismissed(true)} title={ordersMessages.pendingPayment}>
      <ul className={styles.pending}>
        {orders.map((order) => (
          <li key={order._id}>
            <span>
              {deliversMessages.order(order.orderNumber)} · {formatUsd(order.total)}
            </span>
            <button type="button" className={ui.button} disabled={payment.paying !== null} onClick={() => void payment.pay(order._id)}>
              {payment.paying === order._id ? <Spinner label /> : ordersPageMessages.payOnline}
            </button>
          </li>
        ))}
      </ul>
      <a className={ui.linkButton} href={whatsappLink(ordersMessages.paymentProblemChat(orders[0].orderNumber))} target="_blank" rel="noopener noreferrer">
        {ordersPageMessages.paymentProblem}
      </a>
    </Dialog>
  );
}
