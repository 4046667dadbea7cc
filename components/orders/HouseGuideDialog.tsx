'use client';

import { useState } from 'react';
import { apiFetch, isApiError } from '@/lib/http/fetcher';
import { paths } from '@/lib/http/paths';
import { adminMessages } from '@/lib/messages/admin';
import { ordersMessages } from '@/lib/messages/orders';
import { ordersPageMessages } from '@/lib/messages/orders-page';
import { productMessages } from '@/lib/messages/product';
import type { OrderDto } from '@/lib/orders/dto';
import { HOUSE_GUIDE_MAX, validateHouseGuide } from '@/lib/orders/house-guide';
import { TextField } from '@/components/ui/Field';
import { Dialog } from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/Spinner';
import { useSnackbar } from '@/components/ui/Snackbar';
import ui from '@/components/ui/ui.module.css';
import styles from './orders.module.css';

type Props = { order: OrderDto; token: string | null; onClose(): void; onDone(): void };

/** Edits the order's house guide number (digits, at most 20): 'Orden Editada correctamente.'. */
export function HouseGuideDialog({ order, token, onClose, onDone }: Props) {
  const snackbar = useSnackbar();
  const [value, setValue] = useState(order.houseGuide);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save() {
    const check = validateHouseGuide(value);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await apiFetch(paths.orders.editOrder(), { method: 'PATCH', body: { orderId: order._id, guideHouse: check.value }, token });
      snackbar.show(ordersMessages.edited, { kind: 'success' });
      onDone();
      onClose();
    } catch (failure) {
      const text = isApiError(failure) && failure.status === 400 && failure.message ? failure.message : productMessages.actionFailed;
      snackbar.show(text, { kind: 'error' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open onClose={onClose} title={ordersPageMessages.editHouseGuide}>
      <TextField
        label={ordersPageMessages.houseGuideLabel}
        inputMode="numeric"
        maxLength={HOUSE_GUIDE_MAX}
        value={value}
        error={error}
        onChange={(e) => setValue(e.target.value)}
      />
      <div className={styles.actions}>
        <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={onClose}>
          {adminMessages.cancel}
        </button>
        <button type="button" className={ui.button} onClick={save} disabled={saving}>
          {saving ? <Spinner label /> : adminMessages.save}
        </button>
      </div>
    </Dialog>
  );
}
