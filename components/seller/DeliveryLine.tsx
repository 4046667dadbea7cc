'use client';

import { useState, type FormEvent } from 'react';
import Image from 'next/image';
import { colorName } from '@/lib/catalog/color-name';
import { formatDate, formatDeliverySlot } from '@/lib/format';
import { apiFetch } from '@/lib/http/fetcher';
import { formatUsd } from '@/lib/money';
import { addToCartMessages } from '@/lib/messages/add-to-cart';
import { adminMessages } from '@/lib/messages/admin';
import { deliversMessages } from '@/lib/messages/delivers';
import { ordersMessages } from '@/lib/messages/orders';
import { productMessages } from '@/lib/messages/product';
import { addresseeText } from '@/lib/orders/addressee-text';
import { TRACK_STATUSES, trackStatusColor } from '@/lib/orders/status';
import type { DeliveryLineDto } from '@/lib/selling/dto';
import { useSession } from '@/components/auth/use-session';
import { SelectField, TextField } from '@/components/ui/Field';
import { useSnackbar } from '@/components/ui/Snackbar';
import { sellerPaths } from './api';
import dashboard from '@/components/dashboard/dashboard.module.css';
import styles from './seller.module.css';

/** One order line to deliver: what, to whom, and the form that sets its tracking status. */
export function DeliveryLine({ line, focused, onSaved }: { line: DeliveryLineDto; focused: boolean; onSaved(): void }) {
  const { token } = useSession();
  const snackbar = useSnackbar();
  const [status, setStatus] = useState(line.trackStatus.currentStatus);
  const [note, setNote] = useState(line.trackStatus.message);
  const [busy, setBusy] = useState(false);
  const when = formatDeliverySlot(line.deliveryCalendar);
  const labelId = `line-${line.lineId}`;

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await apiFetch(sellerPaths.deliverLine(line.orderId, line.lineId), { method: 'PATCH', token, body: { currentStatus: status, message: note } });
      snackbar.show(deliversMessages.updated, { kind: 'success' });
      onSaved();
    } catch {
      snackbar.show(ordersMessages.statusChangeFailed, { kind: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={styles.line} data-focus={focused} aria-labelledby={labelId}>
      <Image src={line.product.mainImageUrl || '/icon.svg'} alt="" width={72} height={72} unoptimized />
      <div>
        <div className={dashboard.spread}>
          <h3 id={labelId}>{line.product.name}</h3>
          <span className={styles.status} style={{ background: trackStatusColor(line.trackStatus.currentStatus) }}>
            {line.trackStatus.currentStatus}
          </span>
        </div>
        <p className={dashboard.muted}>
          {deliversMessages.order(line.orderNumber)} · {formatDate(line.createdAt)} · {line.orderStatus}
        </p>
        <p>
          {deliversMessages.quantity(line.count)} · {formatUsd(line.price)}
          {line.size && ` · ${addToCartMessages.size}: ${line.size}`}
          {line.color && ` · ${addToCartMessages.colorChosen(colorName(line.color))}`}
          {line.fastDelivery && !when && ` · ${productMessages.fastDelivery}`}
        </p>
        {when && <p>{deliversMessages.deliveryDate(when)}</p>}
        <p>
          <strong>{deliversMessages.buyer}:</strong> {`${line.buyer.name} ${line.buyer.lastName}`.trim()} · {line.buyer.phone}
        </p>
        <p>
          <strong>{deliversMessages.addressee}:</strong> {line.addressee.name} · {line.addressee.phone} · {addresseeText(line.addressee)}
        </p>
        <form className={styles.statusForm} onSubmit={(event) => void save(event)} aria-label={`${deliversMessages.status}: ${line.product.name}`}>
          <SelectField label={deliversMessages.status} options={TRACK_STATUSES} value={status} onChange={(e) => setStatus(e.target.value as typeof status)} />
          <TextField label={deliversMessages.note} value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
          <button type="submit" className="button" style={{ marginBottom: 12 }} disabled={busy}>
            {adminMessages.save}
          </button>
        </form>
      </div>
    </li>
  );
}
