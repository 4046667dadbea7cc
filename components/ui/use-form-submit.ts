'use client';

import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { isApiError } from '@/lib/http/fetcher';
import { fieldErrors } from './field-errors';
import { LONG_NOTICE_MS, useSnackbar } from './Snackbar';

type Issue = { path: readonly PropertyKey[]; message: string };
type Errors = Partial<Record<string, string>>;

export type FormSubmitOptions<S extends z.ZodType, R> = {
  /** The API's own schema: the form shows its messages before anything is sent. */
  schema: S;
  /** Sends the checked values (apiFetch with the session's token). */
  send(data: z.output<S>): Promise<R>;
  /** The success notice: a text, or one read from the answer (none when omitted). */
  sent?: string | ((answer: R) => string);
  /** What follows a successful send (reload a list, close a dialog). */
  onSent?(answer: R, data: z.output<S>): void;
  /** The notice when the send fails and the API gave no message of its own. */
  failure: string;
  /** Shows a failed send elsewhere instead of the notice (under a field, or with rules of its own). */
  onFailed?(message: string, error: unknown): void;
  /** Errors by field from the schema's issues; by default the first message of each top-level field. */
  errorsOf?(issues: readonly Issue[]): Errors;
};

/** The API's message of a failed send, else `fallback`. */
export function failureText(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

/**
 * The submit of a form checked with the API's schema: safeParse → field errors → send →
 * success notice, or the failure's notice (LONG_NOTICE_MS). `busy` is true while sending.
 */
export function useFormSubmit<S extends z.ZodType, R>(options: FormSubmitOptions<S, R>) {
  const snackbar = useSnackbar();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function run(values: unknown): Promise<void> {
    const parsed = options.schema.safeParse(values);
    setErrors(parsed.success ? {} : (options.errorsOf ?? fieldErrors)(parsed.error.issues));
    if (!parsed.success) return;
    setBusy(true);
    try {
      const answer = await options.send(parsed.data);
      const text = typeof options.sent === 'function' ? options.sent(answer) : options.sent;
      if (text) snackbar.show(text, { kind: 'success' });
      options.onSent?.(answer, parsed.data);
    } catch (error) {
      const message = failureText(error, options.failure);
      if (options.onFailed) options.onFailed(message, error);
      else snackbar.show(message, { kind: 'error', durationMs: LONG_NOTICE_MS });
    } finally {
      setBusy(false);
    }
  }

  return {
    errors,
    setErrors,
    busy,
    /** The form's onSubmit: `values` are checked and sent. */
    submit(event: FormEvent, values: unknown): void {
      event.preventDefault();
      void run(values);
    },
  };
}
