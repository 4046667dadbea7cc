'use client';

import { useState } from 'react';
import { apiFetch, postForm } from '@/lib/http/fetcher';
import { formatDateTime } from '@/lib/format';
import { formatUsd } from '@/lib/money';
import { productMessages } from '@/lib/messages/product';
import { transferMessages } from '@/lib/messages/transfer';
import type { OrderDto } from '@/lib/orders/dto';
import type { OrderTransferDto } from '@/lib/transfer/dto';
import { MAX_UPLOAD_BYTES } from '@/lib/uploads/upload-limits';
import { useSnackbar } from '@/components/ui/Snackbar';
import { failureText } from '@/components/ui/use-form-submit';
import ui from '@/components/ui/ui.module.css';
import { ReceiptView } from './ReceiptView';
import { TransferReview } from './TransferReview';
import tracking from '@/components/tracking/tracking.module.css';
import styles from './transfer.module.css';

type Viewer = { id: string; isSuperAdmin: boolean; token: string | null };

/** Types the receipt input offers (the server reads the bytes again). */
const RECEIPT_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';
const t = transferMessages;

/** The browser's check before sending: the Spanish reason a receipt will be refused, or null. */
function receiptProblem(file: File | null): string | null {
  if (!file) return t.receiptMissing;
  if (!RECEIPT_ACCEPT.split(',').includes(file.type)) return t.receiptType;
  if (file.size > MAX_UPLOAD_BYTES) return t.receiptSize(MAX_UPLOAD_BYTES / 1024 / 1024);
  return null;
}

/** Where the transfer stands, in one sentence. */
function stateLine(transfer: OrderTransferDto): string {
  if (transfer.state === 'porVerificar') return t.underReview(transfer.receipt ? formatDateTime(transfer.receipt.at) : '');
  if (transfer.state === 'rechazado') return t.rejected(transfer.rejection?.reason ?? '');
  if (transfer.state === 'confirmado') return t.confirmed(transfer.paidAt ? formatDateTime(transfer.paidAt) : '');
  return t.waiting;
}

/**
 * Payment by transfer on an opened order (decision 33). Its buyer, while it is their turn: the
 * details and the amount to transfer, the deadline, the receipt to send (image or PDF) and
 * CANCELAR PEDIDO. The buyer and the super admins see the receipt sent; a super admin confirms or
 * rejects it. Others see where the payment stands.
 */
export function TransferPanel({ order, viewer, onChanged }: { order: OrderDto; viewer: Viewer; onChanged(): void }) {
  const transfer = order.transfer;
  const snackbar = useSnackbar();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!transfer) return null;
  const own = order.user._id === viewer.id;
  const buyerTurn = own && (transfer.state === 'esperandoComprobante' || transfer.state === 'rechazado');

  async function run(task: () => Promise<{ message: string }>) {
    setBusy(true);
    setError(null);
    try {
      snackbar.show((await task()).message, { kind: 'success' });
      setFile(null);
      onChanged();
    } catch (failure) {
      setError(failureText(failure, productMessages.actionFailed));
    } finally {
      setBusy(false);
    }
  }

  function sendReceipt() {
    const problem = receiptProblem(file);
    if (problem) return setError(problem);
    const form = new FormData();
    form.set('orderId', order._id);
    form.set('file', file!);
    void run(() => postForm<{ message: string }>('/api/orders/transferReceipt', form, viewer.token));
  }

  function cancel() {
    if (!window.confirm(t.cancelAsk)) return;
    void run(() => apiFetch<{ message: string }>('/api/orders/transferCancel', { method: 'POST', token: viewer.token, body: { orderId: order._id } }));
  }

  return (
    <section className={tracking.panel} aria-labelledby={`transfer-${order._id}`} data-testid="transfer-panel">
      <h3 id={`transfer-${order._id}`}>{t.payTitle}</h3>
      <p data-testid="transfer-state">{stateLine(transfer)}</p>
      {buyerTurn && (
        <>
          <pre className={styles.details}>{transfer.instructions}</pre>
          <p className={styles.amount} data-testid="transfer-amount">
            {t.amount(formatUsd(transfer.amount))}
          </p>
          {transfer.payBy && <p>{t.payBy(formatDateTime(transfer.payBy))}</p>}
          <div className={tracking.row}>
            <label className={styles.file}>
              {t.receiptField}
              <input
                type="file"
                accept={RECEIPT_ACCEPT}
                onChange={(e) => {
                  setError(null);
                  setFile(e.target.files?.[0] ?? null);
                }}
              />
              <span className={styles.muted}>{t.receiptHint(MAX_UPLOAD_BYTES / 1024 / 1024)}</span>
            </label>
            <button type="button" className={ui.button} disabled={busy} onClick={sendReceipt}>
              {t.sendReceipt}
            </button>
            {transfer.cancellable && (
              <button type="button" className={`${ui.button} ${ui.secondary}`} disabled={busy} onClick={cancel}>
                {t.cancelOrder}
              </button>
            )}
          </div>
        </>
      )}
      {transfer.receipt && transfer.state !== 'rechazado' && <ReceiptView receipt={transfer.receipt} orderNumber={order.orderNumber} />}
      {viewer.isSuperAdmin && transfer.state === 'porVerificar' && transfer.receipt && (
        <TransferReview orderId={order._id} receipt={transfer.receipt.name} token={viewer.token} onDone={onChanged} />
      )}
      {error && (
        <p className={tracking.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
