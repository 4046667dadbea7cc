'use client';

import { useReducer, type FormEvent } from 'react';
import { apiFetch } from '@/lib/http/fetcher';
import { paths } from '@/lib/http/paths';
import { registerMessages } from '@/lib/messages/register';
import { useSnackbar } from '@/components/ui/Snackbar';
import { registerCodeFailure, registerSubmitFailure, type RegisterValues } from './auth-rules';
import { REGISTER_START, registerBody, registerContact, registerErrors, registerStep, type RegisterField } from './register-state';
import type { SessionUser } from './session-store';
import { useCodeForm } from './use-code-form';

type Options = { promotionUser?: string; onSignedIn(user: SessionUser, token: string): void };

/**
 * Registration in two submits (docs/contract/catalogue.md §4): the first requests the e-mailed code
 * and reveals the 4 boxes; the second creates the account, which answers a signed-in session.
 */
export function useRegister({ promotionUser, onSignedIn }: Options) {
  const [state, dispatch] = useReducer(registerStep, REGISTER_START);
  const form = useCodeForm<RegisterField>();
  const snackbar = useSnackbar();
  const { email, phone } = registerContact(state);
  const { requestId } = state;

  async function askCode() {
    const fullName = `${state.values.name.trim()} ${state.values.lastName.trim()}`;
    const answer = await apiFetch<{ code: string }>(paths.account.confirmRegister(email, fullName, phone));
    dispatch({ type: 'codeSent', requestId: answer.code });
  }

  async function create(requestId: string) {
    const body = registerBody({ ...state, requestId }, promotionUser);
    const answer = await apiFetch<{ user: SessionUser; token: string }>(paths.account.register(), { method: 'POST', body });
    snackbar.show(registerMessages.success, { kind: 'success', durationMs: 1000 });
    onSignedIn(answer.user, answer.token);
  }

  return {
    ...state,
    email,
    errors: form.errors,
    busy: form.busy,
    set: (field: keyof RegisterValues) => (value: string) => dispatch({ type: 'edit', field, value }),
    setCode: (value: string) => dispatch({ type: 'code', value }),
    submit(event: FormEvent) {
      event.preventDefault();
      void form.run(registerErrors(state), () => (requestId ? create(requestId) : askCode()), requestId ? registerSubmitFailure : registerCodeFailure);
    },
    resend: () =>
      form.resend(
        () => apiFetch<{ code: string }>(paths.account.resendRegisterCode(email)),
        (requestId) => dispatch({ type: 'codeSent', requestId }),
      ),
  };
}
