'use client';

import { useState } from 'react';
import { availableDays, validateDeliveryChoice } from '@/lib/delivery/calendar';
import { calendarMessages } from '@/lib/messages/calendar';
import { commonMessages } from '@/lib/messages/common';
import type { CartLine } from '@/components/cart/cart-lines';
import { DeliveryPicker, initialDelivery, toDeliveryChoice, type DeliveryState } from '@/components/cart/DeliveryPicker';
import { Dialog } from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/Spinner';
import { useSnackbar } from '@/components/ui/Snackbar';
import ui from '@/components/ui/ui.module.css';
import type { DeliveryChoice } from '@/lib/delivery/calendar';

type Props = {
  line: CartLine;
  onClose(): void;
  /** Saves the new date (one cart update); true when the server confirmed it. */
  onSave(choice: DeliveryChoice): Promise<boolean>;
};

const WARNING_MS = 5000;

/** The line's current choice in the picker when it is still offered, else the first free slot. */
function startState(days: ReturnType<typeof availableDays>, line: CartLine): DeliveryState {
  const c = line.deliveryCalendar;
  const dayIndex = c ? days.findIndex((d) => d.day === c.day && d.month === c.month && d.year === c.year) : -1;
  if (!c || dayIndex < 0 || c.hours == null || c.minutes == null || !c.ampm) return initialDelivery(days);
  return { dayIndex, hours: c.hours, minutes: c.minutes, ampm: c.ampm };
}

/** 'CAMBIAR FECHA/HORA ENTREGA': the delivery picker for one cart line; the button spins while saving. */
export function DeliveryDateDialog({ line, onClose, onSave }: Props) {
  const snackbar = useSnackbar();
  const settings = line.product.deliveryCalendar;
  const [days] = useState(() => availableDays(new Date(), settings));
  const [value, setValue] = useState<DeliveryState>(() => startState(days, line));
  const [saving, setSaving] = useState(false);

  async function save() {
    const choice = toDeliveryChoice(days, value);
    const verdict = validateDeliveryChoice(choice, settings, new Date());
    if (!verdict.ok) {
      snackbar.show(verdict.message, { kind: 'warning', durationMs: WARNING_MS });
      return;
    }
    setSaving(true);
    const saved = await onSave(choice);
    setSaving(false);
    if (!saved) return;
    snackbar.show(calendarMessages.saved, { kind: 'success' });
    onClose();
  }

  return (
    <Dialog open onClose={onClose} title={calendarMessages.changeTitle}>
      <p>{line.product.name}</p>
      <DeliveryPicker days={days} value={value} onChange={setValue} />
      <button type="button" className={ui.button} onClick={save} disabled={saving}>
        {saving ? <Spinner label /> : commonMessages.accept}
      </button>
    </Dialog>
  );
}
