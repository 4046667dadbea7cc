'use client';

import { useId, useLayoutEffect, useRef } from 'react';
import { uiMessages } from '@/lib/messages/ui';
import { backspaceCode, focusTarget, typeIntoCode } from './code-input';
import { FieldError } from './Field';
import styles from './ui.module.css';

type Props = {
  /** Group label, e.g. 'Código de confirmación'. */
  label: string;
  length: number;
  value: string;
  onChange(value: string): void;
  /** Digits only (registration, recovery); otherwise letters and digits, upper-cased (coupon). */
  numeric?: boolean;
  disabled?: boolean;
  error?: string | null;
  autoFocus?: boolean;
};

/** A row of single-character boxes with auto-advance, backspace to the previous box and paste support. */
export function CodeBoxes({ label, length, value, onChange, numeric = false, disabled, error, autoFocus }: Props) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  // The latest code, also between an edit and the next render (fast typing, focus handlers).
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  const errorId = `${useId()}-error`;
  const focus = (index: number) => {
    const box = boxes.current[index];
    box?.focus();
    box?.select();
  };
  const apply = (edit: { value: string; focus: number }) => {
    if (edit.value !== latest.current) {
      latest.current = edit.value;
      onChange(edit.value);
    }
    focus(edit.focus);
  };

  return (
    <fieldset className={styles.codeRow} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.label}>{label}</legend>
      {Array.from({ length }, (_, index) => (
        <input
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          className={styles.codeBox}
          value={value[index] ?? ''}
          aria-label={uiMessages.codeBox(index + 1, length)}
          aria-invalid={error ? true : undefined}
          inputMode={numeric ? 'numeric' : 'text'}
          pattern={numeric ? '[0-9]*' : undefined}
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          autoCapitalize="characters"
          maxLength={length}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          onFocus={() => {
            const target = focusTarget(latest.current, index, length);
            if (target !== index) focus(target);
          }}
          onChange={(event) => {
            const current = latest.current;
            apply(typeIntoCode(current, index, event.target.value.replace(current[index] ?? '', ''), length, numeric));
          }}
          onPaste={(event) => {
            event.preventDefault();
            apply(typeIntoCode(latest.current, index, event.clipboardData.getData('text'), length, numeric));
          }}
          onKeyDown={(event) => {
            if (event.key === 'Backspace') {
              event.preventDefault();
              apply(backspaceCode(latest.current, index));
            } else if (event.key === 'ArrowLeft' && index > 0) focus(index - 1);
            else if (event.key === 'ArrowRight' && index < Math.min(latest.current.length, length - 1)) focus(index + 1);
          }}
        />
      ))}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
