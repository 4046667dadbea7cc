'use client';

import { useReducer, type FormEvent } from 'react';
import { apiFetch } from '@/lib/http/fetcher';
import { paths } from '@/lib/http/paths';
import { recoverMessages } from '@/lib/messages/recover';
import { useSnackbar } from '@/components/ui/Snackbar';
import { recoverCodeFailure, recoverEmailFailure } from './auth-rules';
import { RECOVER_START, recoverAddress, recoverErrors, recoverStep, type RecoverField } from './recover-state';
import { useCodeForm } from './use-code-form';

/** Password recovery in three steps (docs/contract/catalogue.md §4): its state, each step's call, resend and back. */
export function useRecover({ onBack, onDone }: { onBack(): void; onDone(): void }) {
  const [state, dispatch] = useReducer(recoverStep, RECOVER_START);
  const form = useCodeForm<RecoverField>();
  const snackbar = useSnackbar();
  const address = recoverAddress(state);
  const askCode = () => apiFetch<{ code: string }>(paths.account.recoverPassword(address));

  const steps = [
    () => form.run(recoverErrors(state), async () => dispatch({ type: 'codeSent', requestId: (await askCode()).code }), recoverEmailFailure),
    () =>
      form.run(
        recoverErrors(state),
        async () => {
          const body = { code: state.requestId, emailCode: state.code };
          const answer = await apiFetch<{ resetToken: string }>(paths.account.recoverPassword(), { method: 'POST', body });
          dispatch({ type: 'codeVerified', resetToken: answer.resetToken });
        },
        recoverCodeFailure,
      ),
    () =>
      form.run(
        recoverErrors(state),
        async () => {
          const body = { password: state.password, email: address, resetToken: state.resetToken };
          await apiFetch(paths.account.recoverPassword(), { method: 'PATCH', body });
          snackbar.show(recoverMessages.success, { kind: 'success', durationMs: 2000 });
          onDone();
        },
        () => ({ message: recoverMessages.connectionFailed }),
      ),
  ];

  return {
    ...state,
    address,
    errors: form.errors,
    busy: form.busy,
    set: (field: RecoverField) => (value: string) => dispatch({ type: 'edit', field, value }),
    submit(event: FormEvent) {
      event.preventDefault();
      void steps[state.step]();
    },
    resend: () => form.resend(askCode, (requestId) => dispatch({ type: 'codeSent', requestId })),
    back() {
      form.setErrors({});
      if (state.step === 0) onBack();
      else dispatch({ type: 'back' });
    },
  };
}
