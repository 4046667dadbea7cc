'use client';

import { useId } from 'react';
import styles from './ui.module.css';

type Common = { label: string; error?: string | null; hint?: string };

/** Ids and aria attributes that tie a control to its label and its error text. */
export function useFieldIds(error: string | null | undefined) {
  const id = useId();
  const errorId = `${id}-error`;
  return { id, errorId, aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined } as const };
}

/** A field's error text, announced when it appears. */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p id={id} className={styles.error} role="alert">
      {error}
    </p>
  ) : null;
}

type TextProps = Common & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id'> & { multiline?: false };
type AreaProps = Common & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { multiline: true };

/** A labelled text input (or textarea with `multiline`) with its error below. */
export function TextField(props: TextProps | AreaProps) {
  const { id, errorId, aria } = useFieldIds(props.error);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      {props.multiline ? (
        <textarea id={id} className={styles.input} {...aria} {...controlProps(props)} />
      ) : (
        <input id={id} className={styles.input} {...aria} {...controlProps(props)} />
      )}
      <FieldError id={errorId} error={props.error} />
    </div>
  );
}

/** The props meant for the control itself (label, error, hint and multiline removed). */
function controlProps<P extends Common & { multiline?: boolean }>(props: P): Omit<P, keyof Common | 'multiline'> {
  const rest: Partial<P> = { ...props };
  delete rest.label;
  delete rest.error;
  delete rest.hint;
  delete rest.multiline;
  return rest as Omit<P, keyof Common | 'multiline'>;
}

type SelectProps = Common &
  Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
    options: readonly (string | { value: string; label: string; disabled?: boolean })[];
  };

/** A labelled native select with its error below. */
export function SelectField({ label, error, options, ...props }: SelectProps) {
  const rest = { ...props };
  delete rest.hint;
  const { id, errorId, aria } = useFieldIds(error);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} className={styles.input} {...aria} {...rest}>
        {options.map((option) => {
          const item = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={item.value} value={item.value} disabled={item.disabled}>
              {item.label}
            </option>
          );
        })}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
