'use client';

import { useState } from 'react';
import { cashOwedAtDelivery, cashReceiptRefusal } from '@/lib/cash/payment-status';
import { apiFetch, isApiError } from '@/lib/http/fetcher';
import { formatUsd } from '@/lib/money';
import { cashMessages } from '@/lib/messages/cash';
import { orderStatusMessages } from '@/lib/messages/order-status';
import { ordersMessages } from '@/lib/messages/orders';
import { trackingMessages } from '@/lib/messages/tracking';
import type { OrderDto } from '@/lib/orders/dto';
import { DELIVERABLE_STATUSES } from '@/lib/tracking/courier';
import { TextField } from '@/components/ui/Field';
import { useSnackbar } from '@/components/ui/Snackbar';
import ui from '@/components/ui/ui.module.css';
import styles from './tracking.module.css';

type Props = { order: OrderDto; token: string | null; isSuperAdmin: boolean; onChanged(): void };

/**
 * The courier's side of an order (order admins): the cash to collect and the change to bring,
 * 'MARCAR EFECTIVO RECIBIDO', and the recipient's delivery code that marks it Entregado. Super
 * admins also mark a paid, cancelled order reembolsado.
 */
export function CourierActions({ order, token, isSuperAdmin, onChanged }: Props) {
  const snackbar = useSnackbar();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function post(path: string, body: unknown) {
    setBusy(true);
    setError(null);
    try {
      const answer = await apiFetch<{ message: string }>(path, { method: 'POST', body, token });
      snackbar.show(answer.message, { kind: 'success' });
      onChanged();
    } catch (failure) {
      setError(isApiError(failure) && failure.message ? failure.message : ordersMessages.statusChangeFailed);
    } finally {
      setBusy(false);
    }
  }

  // A cancelled order has nothing to collect: no cash line, no amount.
  const cash = order.currentStatus === orderStatusMessages.cancelled ? null : order.cash;
  const canCollect = cash && !cash.received && cashReceiptRefusal({ paymentType: order.paymentType, paymentStatus: order.paymentStatus, currentStatus: order.currentStatus }) === null;
  const canDeliver = DELIVERABLE_STATUSES.includes(order.currentStatus) && !order.delivery.locked;
  const canRefund = isSuperAdmin && order.currentStatus === orderStatusMessages.cancelled && order.paymentStatus === 'pagado';
  if (!cash && !canDeliver && !canRefund && !order.delivery.locked) return null;
  return (
    <section className={styles.panel} aria-labelledby={`courier-${order._id}`}>
      <h3 id={`courier-${order._id}`}>{trackingMessages.courierSection}</h3>
      {cash && (
        <p>{cash.tendered === null ? cashMessages.exactAmount : cashMessages.bringChange(formatUsd(cash.tendered), formatUsd(cash.change))} · {formatUsd(order.total)}</p>
      )}
      {order.delivery.locked && <p className={styles.error}>{trackingMessages.codeLocked}</p>}
      <div className={styles.row}>
        {canCollect && (
          <button type="button" className={`${ui.button} ${ui.secondary}`} disabled={busy} onClick={() => void post('/api/admin/cash/received', { orderId: order._id })}>
            {cashMessages.markReceived}
          </button>
        )}
        {canRefund && (
          <button type="button" className={`${ui.button} ${ui.secondary}`} disabled={busy} onClick={() => void post('/api/admin/cash/refunded', { orderId: order._id })}>
            {cashMessages.markRefunded}
          </button>
        )}
      </div>
      {canDeliver && (
        <form
          className={styles.row}
          onSubmit={(event) => {
            event.preventDefault();
            void post('/api/tracking/deliver', { orderId: order._id, code });
          }}
        >
          <TextField label={trackingMessages.enterCode} inputMode="numeric" autoComplete="off" maxLength={4} pattern="\d{4}" value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} />
          <button type="submit" className={ui.button} disabled={busy || code.length !== 4}>{trackingMessages.confirmDelivery}</button>
        </form>
      )}
      {canDeliver && cashOwedAtDelivery({ paymentType: order.paymentType, paymentStatus: order.paymentStatus, currentStatus: order.currentStatus }) && <p>{cashMessages.collectedOnDelivery(formatUsd(order.total))}</p>}
      {error && <p className={styles.error} role="alert">{error}</p>}
    </section>
  );
}
