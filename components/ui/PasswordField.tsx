'use client';

import { useState } from 'react';
import { uiMessages } from '@/lib/messages/ui';
import { Icon } from '@/components/layout/icons';
import { eyeIcon, eyeOffIcon } from '@/components/layout/inner-icons';
import { FieldError, useFieldIds } from './Field';
import styles from './ui.module.css';

type Props = {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  autoComplete: 'current-password' | 'new-password';
  name?: string;
};

/** A labelled password input with a show/hide toggle (aria-pressed) and its error below. */
export function PasswordField({ label, value, onChange, error, autoComplete, name }: Props) {
  const [visible, setVisible] = useState(false);
  const { id, errorId, aria } = useFieldIds(error);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.passwordRow}>
        <input
          id={id}
          name={name}
          className={styles.input}
          type={visible ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
          {...aria}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-label={uiMessages.showPassword}
          title={visible ? uiMessages.hidePassword : uiMessages.showPassword}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon path={visible ? eyeOffIcon : eyeIcon} size={22} />
        </button>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
