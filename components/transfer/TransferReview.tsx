'use client';

import { useState } from 'react';
import { apiFetch } from '@/lib/http/fetcher';
import { productMessages } from '@/lib/messages/product';
import { transferMessages } from '@/lib/messages/transfer';
import { PAYMENT_OBSERVATION_MAX } from '@/lib/orders/status';
import { TRANSFER_REASON_MAX, TRANSFER_REASON_MIN } from '@/lib/transfer/rules';
import { TextField } from '@/components/ui/Field';
import { useSnackbar } from '@/components/ui/Snackbar';
import { failureText } from '@/components/ui/use-form-submit';
import ui from '@/components/ui/ui.module.css';
import tracking from '@/components/tracking/tracking.module.css';

type Props = { orderId: string; receipt: string; token: string | null; onDone(): void };

/**
 * A super admin's verdict on the receipt under review: CONFIRMAR PAGO (with an optional payment
 * observation) or RECHAZAR with the reason the buyer reads. The server checks everything again
 * and answers 409 when another admin, the buyer or the expiry got there first.
 */
export function TransferReview({ orderId, receipt, token, onDone }: Props) {
  const snackbar = useSnackbar();
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = transferMessages;

  async function send(path: string, body: Record<string, unknown>) {
    setBusy(true);
    setError(null);
    try {
      const answer = await apiFetch<{ message: string }>(path, { method: 'POST', token, body: { orderId, receipt, ...body } });
      snackbar.show(answer.message, { kind: 'success' });
      onDone();
    } catch (failure) {
      setError(failureText(failure, productMessages.actionFailed));
    } finally {
      setBusy(false);
    }
  }

  function reject() {
    const trimmed = reason.trim();
    if (trimmed.length < TRANSFER_REASON_MIN || trimmed.length > TRANSFER_REASON_MAX)
      return setError(t.reasonInvalid(TRANSFER_REASON_MIN, TRANSFER_REASON_MAX));
    void send('/api/admin/transfer/reject', { reason: trimmed });
  }

  return (
    <div className={tracking.row}>
      <TextField label={t.note} maxLength={PAYMENT_OBSERVATION_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
      <button
        type="button"
        className={ui.button}
        disabled={busy}
        onClick={() => void send('/api/admin/transfer/confirm', note.trim() ? { note: note.trim() } : {})}
      >
        {t.confirm}
      </button>
      <TextField label={t.reason} maxLength={TRANSFER_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />
      <button type="button" className={`${ui.button} ${ui.secondary}`} disabled={busy} onClick={reject}>
        {t.reject}
      </button>
      {error && (
        <p className={tracking.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
