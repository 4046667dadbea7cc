'use client';

import { AMPM_OPTIONS, HOUR_OPTIONS, MINUTE_OPTIONS, type AvailableDay, type DeliveryChoice } from '@/lib/delivery/calendar';
import { addToCartMessages } from '@/lib/messages/add-to-cart';
import { SelectField } from '@/components/ui/Field';
import styles from './cart.module.css';

/** The picked delivery date and time: an index into the available days, and a 12-hour clock. */
export type DeliveryState = { dayIndex: number | null; hours: number | null; minutes: number | null; ampm: string | null };

/** The first available day with its first valid slot (the picker's automatic choice), or nothing chosen. */
export function initialDelivery(days: readonly AvailableDay[]): DeliveryState {
  const first = days[0];
  return first ? { dayIndex: 0, ...first.firstSlot } : { dayIndex: null, hours: null, minutes: null, ampm: null };
}

/** The state as the calendar rule and updateCart read it. */
export function toDeliveryChoice(days: readonly AvailableDay[], state: DeliveryState): DeliveryChoice {
  const day = state.dayIndex === null ? undefined : days[state.dayIndex];
  return { day: day?.day ?? null, month: day?.month ?? null, year: day?.year ?? null, hours: state.hours, minutes: state.minutes, ampm: state.ampm };
}

const a = addToCartMessages;
const pad = (n: number) => String(n).padStart(2, '0');

/** Date (weekday in Spanish capitals), hour 1–12, minutes in 5-minute steps and AM/PM. */
export function DeliveryPicker({ days, value, onChange }: { days: readonly AvailableDay[]; value: DeliveryState; onChange(next: DeliveryState): void }) {
  const number = (text: string) => (text === '' ? null : Number(text));
  return (
    <div>
      <SelectField
        label={a.date}
        value={value.dayIndex === null ? '' : String(value.dayIndex)}
        options={days.map((day, index) => ({ value: String(index), label: day.label }))}
        onChange={(e) => onChange({ ...value, dayIndex: number(e.target.value) })}
      />
      <div className={styles.time}>
        <SelectField
          label={a.hour}
          value={value.hours === null ? '' : String(value.hours)}
          options={HOUR_OPTIONS.map((h) => ({ value: String(h), label: pad(h) }))}
          onChange={(e) => onChange({ ...value, hours: number(e.target.value) })}
        />
        <SelectField
          label={a.minutes}
          value={value.minutes === null ? '' : String(value.minutes)}
          options={MINUTE_OPTIONS.map((m) => ({ value: String(m), label: pad(m) }))}
          onChange={(e) => onChange({ ...value, minutes: number(e.target.value) })}
        />
        <SelectField label={a.ampm} value={value.ampm ?? ''} options={AMPM_OPTIONS} onChange={(e) => onChange({ ...value, ampm: e.target.value })} />
      </div>
    </div>
  );
}
