'use client';

import { useState } from 'react';
import Link from '@/components/ui/Link';
import { apiFetch } from '@/lib/http/fetcher';
import { formatUsd } from '@/lib/money';
import { adminMessages } from '@/lib/messages/admin';
import { productMessages } from '@/lib/messages/product';
import { transferMessages } from '@/lib/messages/transfer';
import type { TransferAdminDto, TransferSettingsDto } from '@/lib/transfer/dto';
import { TRANSFER_DETAILS_MAX, TRANSFER_DETAILS_MIN } from '@/lib/transfer/rules';
import { transferSettingsSchema } from '@/lib/transfer/schemas';
import { SOCKET_EVENTS } from '@/lib/realtime/events';
import { useSession } from '@/components/auth/use-session';
import { gated } from '@/components/dashboard/RoleGate';
import { useApi } from '@/components/dashboard/use-api';
import { useRoomEvent } from '@/components/realtime/use-room-event';
import { WhenLoaded } from '@/components/dashboard/WhenLoaded';
import { TextField } from '@/components/ui/Field';
import { useFormSubmit } from '@/components/ui/use-form-submit';
import ui from '@/components/ui/ui.module.css';
import { ReceiptView } from './ReceiptView';
import { TransferReview } from './TransferReview';
import styles from './transfer.module.css';

const TRANSFER_PATH = '/api/admin/transfer';
const t = transferMessages;

/** /adminTransfers (super admins): the transfer details buyers see and the method on or off; the receipts to confirm or reject. */
export const AdminTransfers = gated('payments:transfer', function Transfers() {
  const query = useApi<TransferAdminDto>(TRANSFER_PATH, { dedupingInterval: 0, revalidateOnMount: true });
  useRoomEvent(SOCKET_EVENTS.transferReceiptSent, () => void query.mutate()); // a buyer sent a receipt
  return (
    <WhenLoaded query={query} skeleton={200}>
      {(data) => (
        <>
          <SettingsForm key={data.settings.updatedAt ?? 'new'} settings={data.settings} onSaved={() => void query.mutate()} />
          <Queue data={data} onDone={() => void query.mutate()} />
        </>
      )}
    </WhenLoaded>
  );
});

function SettingsForm({ settings, onSaved }: { settings: TransferSettingsDto; onSaved(): void }) {
  const { token } = useSession();
  const [enabled, setEnabled] = useState(settings.enabled);
  const [details, setDetails] = useState(settings.details);
  const { errors, busy, submit, setErrors } = useFormSubmit({
    schema: transferSettingsSchema,
    errorsOf: (issues) => ({ details: issues[0]?.message }),
    send: (body) => apiFetch<{ message: string }>(TRANSFER_PATH, { method: 'PUT', token, body }),
    sent: (answer) => answer.message,
    onSent: onSaved,
    failure: productMessages.actionFailed,
    onFailed: (message) => setErrors({ details: message }),
  });
  return (
    <form className={styles.settings} onSubmit={(event) => submit(event, { enabled, details })} noValidate aria-label={t.settingsTitle}>
      <h2>{t.settingsTitle}</h2>
      <label className={styles.check}>
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        {t.enabled}
      </label>
      <TextField
        label={t.details}
        multiline
        rows={5}
        maxLength={TRANSFER_DETAILS_MAX}
        value={details}
        error={errors.details}
        onChange={(e) => setDetails(e.target.value)}
      />
      <p className={styles.muted}>{t.detailsHint(TRANSFER_DETAILS_MIN, TRANSFER_DETAILS_MAX)}</p>
      <div>
        <button type="submit" className={ui.button} disabled={busy}>
          {adminMessages.save}
        </button>
      </div>
    </form>
  );
}

function Queue({ data, onDone }: { data: TransferAdminDto; onDone(): void }) {
  const { token } = useSession();
  return (
    <section aria-labelledby="transfer-queue">
      <h2 id="transfer-queue">{t.queueTitle}</h2>
      {data.queue.length === 0 && <p>{t.queueEmpty}</p>}
      <ul className={styles.queue}>
        {data.queue.map((item) => (
          <li key={item.orderId} data-testid="transfer-queue-item">
            <p>
              <Link href={`/orders/${encodeURIComponent(item.userId)}/${encodeURIComponent(item.orderId)}`}>
                <strong>{t.order(item.orderNumber)}</strong>
              </Link>{' '}
              · {t.buyer}: {item.buyer} · <strong>{formatUsd(item.amount)}</strong>
            </p>
            <ReceiptView receipt={item.receipt} orderNumber={item.orderNumber} />
            <TransferReview orderId={item.orderId} receipt={item.receipt.name} token={token} onDone={onDone} />
          </li>
        ))}
      </ul>
    </section>
  );
}
