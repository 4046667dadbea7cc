'use client';

import { useState } from 'react';
import { orderStatusMessages } from '@/lib/messages/order-status';
import { ordersMessages } from '@/lib/messages/orders';
import { ordersPageMessages } from '@/lib/messages/orders-page';
import { paymentMessages } from '@/lib/messages/payment';
import type { OrderDto } from '@/lib/orders/dto';
import { canPayOnline, nextStatus, type OrderStatus } from '@/lib/orders/status';
import { confirmNeedsReceipt } from '@/lib/transfer/rules';
import { whatsappLink } from '@/components/layout/contact';
import { AskAboutOrderButton } from '@/components/conversations/AskAboutOrderButton';
import { Spinner } from '@/components/ui/Spinner';
import ui from '@/components/ui/ui.module.css';
import { AdvanceDialog } from './AdvanceDialog';
import { CancelOrderDialog } from './CancelOrderDialog';
import { EditAddressDialog } from './EditAddressDialog';
import { HouseGuideDialog } from './HouseGuideDialog';
import { isAllFast } from './order-view';
import type { usePayOnline } from './use-pay-online';
import styles from './orders.module.css';

export type OrderViewer = { id: string; isAdmin: boolean; isSuperAdmin: boolean; token: string | null };

type Props = {
  order: OrderDto;
  viewer: OrderViewer;
  payment: ReturnType<typeof usePayOnline>;
  onChanged(): void;
  onPrint(): void;
};

const p = ordersPageMessages;

/** The order's page link, for the WhatsApp question. */
function orderLink(order: OrderDto): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}/orders/${encodeURIComponent(order.user._id)}/${encodeURIComponent(order._id)}`;
}

/**
 * What the viewer can do with an order (docs/contract/buying.md §4, §6): order admins move it to its next status
 * (decision 20: every forward step of lib/orders/status.ts, not only Solicitado) and edit the house guide; super admins cancel one not Cancelado; the buyer pays an OnlineStripe
 * Solicitado order online and asks about the order in a conversation with the store or by WhatsApp;
 * anyone prints it.
 */
export function OrderActions({ order, viewer, payment, onChanged, onPrint }: Props) {
  const [dialog, setDialog] = useState<'advance' | 'guide' | 'cancel' | 'address' | null>(null);
  const own = order.user._id === viewer.id;
  const payable = own && canPayOnline(order) && order.total > 0;
  // A transfer order is confirmed with its receipt (TransferPanel), not by a status change.
  const advanceable = nextStatus({ currentStatus: order.currentStatus as OrderStatus, allFast: isAllFast(order) }) && !confirmNeedsReceipt(order);
  const close = () => setDialog(null);
  return (
    <>
      {payment.failed === order._id && (
        <p className={styles.inlineError} role="alert">
          {paymentMessages.failedInline}
        </p>
      )}
      <div className={`${styles.actions} ${styles.noPrint}`}>
        {viewer.isAdmin && advanceable && (
          <button type="button" className={ui.button} onClick={() => setDialog('advance')}>
            {p.advance}
          </button>
        )}
        {viewer.isAdmin && (
          <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={() => setDialog('guide')}>
            {p.editHouseGuide}
          </button>
        )}
        {viewer.isSuperAdmin && (order.currentStatus === orderStatusMessages.requested || order.currentStatus === orderStatusMessages.confirmed) && (
          <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={() => setDialog('address')}>
            {ordersMessages.editAddress}
          </button>
        )}
        {viewer.isSuperAdmin && order.currentStatus !== orderStatusMessages.cancelled && (
          <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={() => setDialog('cancel')}>
            {p.cancelOrder}
          </button>
        )}
        {payable && (
          <button type="button" className={ui.button} disabled={payment.paying !== null} onClick={() => void payment.pay(order._id)}>
            {payment.paying === order._id ? <Spinner label /> : p.payOnline}
          </button>
        )}
        {own && <AskAboutOrderButton orderId={order._id} token={viewer.token} className={`${ui.button} ${ui.secondary}`} />}
        {own && (
          <a
            className={`${ui.button} ${ui.secondary}`}
            href={whatsappLink(ordersMessages.questionChat(orderLink(order)))}
            target="_blank"
            rel="noopener noreferrer"
          >
            {p.askWhatsapp}
          </a>
        )}
        <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={onPrint}>
          {p.print}
        </button>
      </div>
      {dialog === 'advance' && <AdvanceDialog order={order} token={viewer.token} onClose={close} onDone={onChanged} />}
      {dialog === 'guide' && <HouseGuideDialog order={order} token={viewer.token} onClose={close} onDone={onChanged} />}
      {dialog === 'cancel' && <CancelOrderDialog order={order} token={viewer.token} onClose={close} />}
      {dialog === 'address' && <EditAddressDialog order={order} token={viewer.token} onClose={close} onDone={onChanged} />}
    </>
  );
}
