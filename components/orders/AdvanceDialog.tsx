'use client';

import { useState } from 'react';
import { cashOwedAtDelivery } from '@/lib/cash/payment-status';
import { apiFetch, isApiError } from '@/lib/http/fetcher';
import { paths } from '@/lib/http/paths';
import { adminMessages } from '@/lib/messages/admin';
import { cashMessages } from '@/lib/messages/cash';
import { orderStatusMessages } from '@/lib/messages/order-status';
import { commonMessages } from '@/lib/messages/common';
import { ordersMessages } from '@/lib/messages/orders';
import { ordersPageMessages } from '@/lib/messages/orders-page';
import type { OrderDto } from '@/lib/orders/dto';
import { needsPaymentObservation, nextStatus, PAYMENT_OBSERVATION_MAX, type OrderStatus } from '@/lib/orders/status';
import { TextField } from '@/components/ui/Field';
import { Dialog } from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/Spinner';
import { useSnackbar } from '@/components/ui/Snackbar';
import ui from '@/components/ui/ui.module.css';
import { isAllFast, paymentObservationError } from './order-view';
import styles from './orders.module.css';

type Props = { order: OrderDto; token: string | null; onClose(): void; onDone(): void };

/**
 * 'Seguro desea pasar la orden al estado' + the next status (docs/contract/buying.md §4). Offered at every state
 * with a forward move (decision 20; the spec sent only Solicitado → Confirmado); that first move asks
 * for the payment observation, the others do not.
 */
export function AdvanceDialog({ order, token, onClose, onDone }: Props) {
  const snackbar = useSnackbar();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const next = nextStatus({ currentStatus: order.currentStatus as OrderStatus, allFast: isAllFast(order) });
  const askNote = next !== null && needsPaymentObservation(order.currentStatus, next);
  // A cash order is delivered only once its cash is marked received (the server refuses it too).
  const cashFirst =
    next === orderStatusMessages.delivered &&
    cashOwedAtDelivery({ paymentType: order.paymentType, paymentStatus: order.paymentStatus, currentStatus: order.currentStatus });

  async function accept() {
    const problem = askNote ? paymentObservationError(note) : null;
    setError(problem);
    if (problem || !next) return;
    setSaving(true);
    try {
      const body = { _id: order._id, newStatus: next, ...(askNote ? { paymentObservation: note.trim() } : {}) };
      await apiFetch(paths.orders.root(), { method: 'PATCH', body, token });
      snackbar.show(ordersMessages.statusChanged, { kind: 'success' });
      onDone();
      onClose();
    } catch (failure) {
      const text =
        isApiError(failure) && failure.status >= 400 && failure.status < 500 && failure.message ? failure.message : ordersMessages.statusChangeFailed;
      snackbar.show(text, { kind: 'error' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open onClose={onClose} title={ordersPageMessages.advance}>
      <p className={styles.question}>
        {ordersMessages.advanceQuestion} <strong>{next}</strong>
      </p>
      {cashFirst && (
        <p className={styles.warning} role="alert">
          {cashMessages.collectBeforeDelivery}
        </p>
      )}
      {askNote && (
        <TextField
          label={ordersPageMessages.paymentObservationLabel}
          multiline
          maxLength={PAYMENT_OBSERVATION_MAX}
          value={note}
          error={error}
          onChange={(e) => setNote(e.target.value)}
        />
      )}
      <div className={styles.actions}>
        <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={onClose}>
          {adminMessages.cancel}
        </button>
        <button type="button" className={ui.button} onClick={accept} disabled={saving || !next || cashFirst}>
          {saving ? <Spinner label /> : commonMessages.accept}
        </button>
      </div>
    </Dialog>
  );
}
