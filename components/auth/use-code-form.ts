'use client';

import { useState } from 'react';
import { recoverMessages } from '@/lib/messages/recover';
import { LONG_NOTICE_MS, useSnackbar } from '@/components/ui/Snackbar';
import { isValid, type Failure, type FieldErrors } from './auth-rules';

/**
 * What the registration and recovery forms share: the field errors, the busy flag, a call whose
 * failure goes under a field or, without one, to the snackbar, and asking again for the e-mailed code.
 */
export function useCodeForm<K extends string>() {
  const snackbar = useSnackbar();
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [busy, setBusy] = useState(false);

  function fail(failure: Failure<K>) {
    if (failure.field) setErrors({ [failure.field]: failure.message } as FieldErrors<K>);
    else snackbar.show(failure.message, { kind: 'error', durationMs: LONG_NOTICE_MS });
  }

  return {
    errors,
    setErrors,
    busy,
    /** Shows `found` (the submit's field errors); when there are none, runs `call` with the busy flag. */
    async run(found: FieldErrors<K>, call: () => Promise<void>, failure: (error: unknown) => Failure<K>): Promise<void> {
      setErrors(found);
      if (!isValid(found)) return;
      setBusy(true);
      try {
        await call();
      } catch (error) {
        fail(failure(error));
      } finally {
        setBusy(false);
      }
    },
    /** 'Reenviar código': asks for a new code and hands its request id to `sent`. */
    async resend(ask: () => Promise<{ code: string }>, sent: (requestId: string) => void): Promise<void> {
      try {
        sent((await ask()).code);
        snackbar.show(recoverMessages.resent, { kind: 'success', durationMs: 5000 });
      } catch {
        snackbar.show(recoverMessages.resendFailed, { kind: 'error', durationMs: LONG_NOTICE_MS });
      }
    },
  };
}
