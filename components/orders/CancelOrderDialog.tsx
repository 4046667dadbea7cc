'use client';

import { useState } from 'react';
import { apiFetch } from '@/lib/http/fetcher';
import { paths } from '@/lib/http/paths';
import { adminMessages } from '@/lib/messages/admin';
import { commonMessages } from '@/lib/messages/common';
import { ordersMessages } from '@/lib/messages/orders';
import { ordersPageMessages } from '@/lib/messages/orders-page';
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
      snackbar.show(ordersMessages.deleted, { kind: 'success', durationMs: RELOAD_AFTER_MS });
      setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
    } catch {
      snackbar.show(ordersMessages.deleteFailed, { kind: 'error' });
      setSaving(false);
    }
  }

  return (
    <Dialog open onClose={onClose} title={ordersPageMessages.cancelOrder}>
      <p className={styles.question}>{ordersPageMessages.cancelQuestion(order.orderNumber)}</p>
      <div className={styles.actions}>
        <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={onClose} disabled={saving}>
          {adminMessages.cancel}
        </button>
        <button type="button" className={ui.button} onClick={cancel} disabled={saving}>
          {saving ? <Spinner label /> : commonMessages.accept}
        </button>
      </div>
    </Dialog>
  );
}
