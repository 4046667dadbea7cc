'use client';

import { useState } from 'react';
import { apiFetch } from '@/lib/http/fetcher';
import { paths } from '@/lib/http/paths';
import { messages } from '@/lib/messages';
import type { OrderDto } from '@/lib/orders/dto';
import { Dialog } from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/Spinner';
import { useSnackbar } from '@/components/ui/Snackbar';
import ui from '@/components/ui/ui.module.css';
import styles from './orders.module.css';

const RELOAD_AFTER_MS = 1000;

/** Super admins: cancel (or delete) an order not Cancelado; 'Se eliminó la orden.' and the page reloads. */
export function CancelOrderDialog({ order, token, onClose }: { order: OrderDto; token: string | null; onClose(): void }) {
  const snackbar = useSnackbar();
  const [saving, setSaving] = useState(false);

  async function cancel() {
    setSaving(true);
    try {
      await apiFetch(paths.orders.cancelOrder(order._id), { method: 'PATCH', token });
      snackbar.show(messages.orders.deleted, { kind: 'success', durationMs: RELOAD_AFTER_MS });
      setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
    } catch {
      snackbar.show(messages.orders.deleteFailed, { kind: 'error' });
      setSaving(false);
    }
  }

  return (
    <Dialog open onClose={onClose} title={messages.ordersPage.cancelOrder}>
      <p className={styles.question}>{messages.ordersPage.cancelQuestion(order.orderNumber)}</p>
      <div className={styles.actions}>
        <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={onClose} disabled={saving}>{messages.admin.cancel}</button>
        <button type="button" className={ui.button} onClick={cancel} disabled={saving}>{saving ? <Spinner label /> : messages.common.accept}</button>
      </div>
    </Dialog>
  );
}
