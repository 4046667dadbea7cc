'use client';

import type { ReactNode } from 'react';
import { TextField } from '@/components/ui/Field';
import styles from './dashboard.module.css';

type NumberProps = {
  label: string;
  value: number;
  onChange(value: number): void;
  error?: string;
  step?: number | 'any';
  min?: number;
  max?: number;
  disabled?: boolean;
};

/** A labelled number input; an empty box is NaN, which the schema reports with the field's message. */
export function NumberField({ label, value, onChange, error, step = 'any', min = 0, max, disabled }: NumberProps) {
  return (
    <TextField
      label={label}
      type="number"
      inputMode={step === 1 ? 'numeric' : 'decimal'}
      step={step}
      min={min}
      max={max}
      disabled={disabled}
      // A number (not a string) so React leaves a half-typed '12.' alone.
      value={Number.isFinite(value) ? value : ''}
      onChange={(event) => onChange(event.target.value === '' ? NaN : Number(event.target.value))}
      error={error}
    />
  );
}

/** A checkbox with its label beside it. */
export function CheckField({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
}) {
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}
