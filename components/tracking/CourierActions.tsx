'use client';

import { useState } from 'react';
import { cashOwedAtDelivery, cashReceiptRefusal } from '@/lib/cash/payment-status';
import { apiFetch, isApiError, postForm } from '@/lib/http/fetcher';
import { formatUsd } from '@/lib/money';
import { cashMessages } from '@/lib/messages/cash';
import { orderStatusMessages } from '@/lib/messages/order-status';
import { ordersMessages } from '@/lib/messages/orders';
import { trackingMessages } from '@/lib/messages/tracking';
import type { OrderDto } from '@/lib/orders/dto';
import { DELIVERABLE_STATUSES } from '@/lib/tracking/courier';
import { RECEIVER_NAME_MAX } from '@/lib/tracking/delivery-proof';
import { imageProblem } from '@/components/ui/upload-image';
import { TextField } from '@/components/ui/Field';
import { useSnackbar } from '@/components/ui/Snackbar';
import ui from '@/components/ui/ui.module.css';
import styles from './tracking.module.css';

type Props = { order: OrderDto; token: string | null; isSuperAdmin: boolean; onChanged(): void };

/**
 * The courier's side of an order (order admins): the cash to collect and the change to bring,
 * 'MARCAR EFECTIVO RECIBIDO', and the recipient's delivery code that marks it Entregado, with a
 * photo from the phone's camera and who received it (both optional). Super
 * admins also mark a paid, cancelled order reembolsado.
 */
export function CourierActions({ order, token, isSuperAdmin, onChanged }: Props) {
  const snackbar = useSnackbar();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [receiverName, setReceiverName] = useState('');
  const [photo, setPhoto] = useState<{ file: File; preview: string; stored: string | null } | null>(null);

  async function post(path: string, body: unknown | (() => Promise<unknown>)) {
    setBusy(true);
    setError(null);
    try {
      const answer = await apiFetch<{ message: string }>(path, { method: 'POST', body: typeof body === 'function' ? await body() : body, token });
      snackbar.show(answer.message, { kind: 'success' });
      onChanged();
    } catch (failure) {
      setError(isApiError(failure) && failure.message ? failure.message : ordersMessages.statusChangeFailed);
    } finally {
      setBusy(false);
    }
  }

  function choosePhoto(file: File | undefined) {
    setError(null);
    if (photo) URL.revokeObjectURL(photo.preview);
    const problem = file ? imageProblem(file) : null;
    if (problem) setError(problem);
    setPhoto(file && !problem ? { file, preview: URL.createObjectURL(file), stored: null } : null);
  }

  /** The delivery's body: the photo is sent first (once, kept for a retry after a wrong code). */
  async function deliveryBody() {
    let stored = photo?.stored ?? null;
    if (photo && !stored) {
      const form = new FormData();
      form.set('orderId', order._id);
      form.set('file', photo.file);
      stored = (await postForm<{ photo: string }>('/api/tracking/deliveryPhoto', form, token)).photo;
      setPhoto({ ...photo, stored });
    }
    return { orderId: order._id, code, ...(stored ? { photo: stored } : {}), ...(receiverName.trim() ? { receiverName: receiverName.trim() } : {}) };
  }

  // A cancelled order has nothing to collect: no cash line, no amount.
  const cash = order.currentStatus === orderStatusMessages.cancelled ? null : order.cash;
  const canCollect =
    cash &&
    !cash.received &&
    cashReceiptRefusal({ paymentType: order.paymentType, paymentStatus: order.paymentStatus, currentStatus: order.currentStatus }) === null;
  const canDeliver = DELIVERABLE_STATUSES.includes(order.currentStatus) && !order.delivery.locked;
  const canRefund = isSuperAdmin && order.currentStatus === orderStatusMessages.cancelled && order.paymentStatus === 'pagado';
  if (!cash && !canDeliver && !canRefund && !order.delivery.locked) return null;
  return (
    <section className={styles.panel} aria-labelledby={`courier-${order._id}`}>
      <h3 id={`courier-${order._id}`}>{trackingMessages.courierSection}</h3>
      {cash && (
        <p>
          {cash.tendered === null ? cashMessages.exactAmount : cashMessages.bringChange(formatUsd(cash.tendered), formatUsd(cash.change))} ·{' '}
          {formatUsd(order.total)}
        </p>
      )}
      {order.delivery.locked && <p className={styles.error}>{trackingMessages.codeLocked}</p>}
      <div className={styles.row}>
        {canCollect && (
          <button
            type="button"
            className={`${ui.button} ${ui.secondary}`}
            disabled={busy}
            onClick={() => void post('/api/admin/cash/received', { orderId: order._id })}
          >
            {cashMessages.markReceived}
          </button>
        )}
        {canRefund && (
          <button
            type="button"
            className={`${ui.button} ${ui.secondary}`}
            disabled={busy}
            onClick={() => void post('/api/admin/cash/refunded', { orderId: order._id })}
          >
            {cashMessages.markRefunded}
          </button>
        )}
      </div>
      {canDeliver && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void post('/api/tracking/deliver', deliveryBody);
          }}
        >
          <div className={styles.row}>
            <label className={styles.photoField}>
              {trackingMessages.photoField}
              <input type="file" accept="image/*" capture="environment" onChange={(e) => choosePhoto(e.target.files?.[0])} />
              <span className={styles.muted}>{trackingMessages.photoHint}</span>
            </label>
            {/* A local preview (blob: URL) of the photo about to be sent. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            {photo && <img className={styles.photoPreview} src={photo.preview} alt="" />}
          </div>
          <div className={styles.row}>
            <TextField
              label={trackingMessages.receiverField}
              autoComplete="off"
              maxLength={RECEIVER_NAME_MAX}
              value={receiverName}
              onChange={(e) => setReceiverName(e.target.value)}
            />
          </div>
          <div className={styles.row}>
            <TextField
              label={trackingMessages.enterCode}
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              pattern="\d{4}"
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
            <button type="submit" className={ui.button} disabled={busy || code.length !== 4}>
              {trackingMessages.confirmDelivery}
            </button>
          </div>
        </form>
      )}
      {canDeliver && cashOwedAtDelivery({ paymentType: order.paymentType, paymentStatus: order.paymentStatus, currentStatus: order.currentStatus }) && (
        <p>{cashMessages.collectedOnDelivery(formatUsd(order.total))}</p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
