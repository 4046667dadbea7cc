'use client';

import { useState } from 'react';
import { apiFetch } from '@/lib/http/fetcher';
import { paths } from '@/lib/http/paths';
import { authMessages } from '@/lib/messages/auth';
import { commonMessages } from '@/lib/messages/common';
import { fieldsMessages } from '@/lib/messages/fields';
import { recoverMessages } from '@/lib/messages/recover';
import { CodeBoxes } from '@/components/ui/CodeBoxes';
import { TextField } from '@/components/ui/Field';
import { PasswordField } from '@/components/ui/PasswordField';
import { Spinner } from '@/components/ui/Spinner';
import { useSnackbar, LONG_NOTICE_MS } from '@/components/ui/Snackbar';
import ui from '@/components/ui/ui.module.css';
import {
  CODE_LENGTH,
  isValid,
  recoverCodeFailure,
  recoverEmailFailure,
  validateCode,
  validateNewPassword,
  validateRecoverEmail,
  type Failure,
  type FieldErrors,
} from './auth-rules';
import styles from './auth.module.css';

type Props = { onBack(): void; onDone(): void };
type Step = 0 | 1 | 2;
type Errors = FieldErrors<'email' | 'code' | 'password' | 'confirmation'>;

/** Password recovery in three steps: 0 e-mail, 1 the e-mailed code, 2 the new password (docs/contract/catalogue.md §4). */
export function RecoverForm({ onBack, onDone }: Props) {
  const [step, setStep] = useState<Step>(0);
  const [email, setEmail] = useState('');
  const [requestId, setRequestId] = useState('');
  const [code, setCode] = useState('');
  const [resetToken, setResetToken] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const snackbar = useSnackbar();
  const address = email.trim().toLowerCase();

  function fail(failure: Failure<keyof Errors>) {
    if (failure.field) setErrors({ [failure.field]: failure.message });
    else snackbar.show(failure.message, { kind: 'error', durationMs: LONG_NOTICE_MS });
  }

  /** Runs one step's call with the busy flag; `found` are the step's field errors. */
  async function run(found: Errors, call: () => Promise<void>, failure: (error: unknown) => Failure<keyof Errors>) {
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
  }

  const requestCode = () =>
    run(
      { email: validateRecoverEmail(email) },
      async () => {
        const answer = await apiFetch<{ code: string }>(paths.account.recoverPassword(address));
        setRequestId(answer.code);
        setCode('');
        setStep(1);
      },
      recoverEmailFailure,
    );

  const verifyCode = () =>
    run(
      { code: validateCode(code) },
      async () => {
        const body = { code: requestId, emailCode: code };
        const answer = await apiFetch<{ resetToken: string }>(paths.account.recoverPassword(), { method: 'POST', body });
        setResetToken(answer.resetToken);
        setStep(2);
      },
      recoverCodeFailure,
    );

  const changePassword = () =>
    run(
      validateNewPassword({ password, confirmation }),
      async () => {
        await apiFetch(paths.account.recoverPassword(), { method: 'PATCH', body: { password, email: address, resetToken } });
        snackbar.show(recoverMessages.success, { kind: 'success', durationMs: 2000 });
        onDone();
      },
      () => ({ message: recoverMessages.connectionFailed }),
    );

  async function resend() {
    try {
      const answer = await apiFetch<{ code: string }>(paths.account.recoverPassword(address));
      setRequestId(answer.code);
      setCode('');
      snackbar.show(recoverMessages.resent, { kind: 'success', durationMs: 5000 });
    } catch {
      snackbar.show(recoverMessages.resendFailed, { kind: 'error', durationMs: LONG_NOTICE_MS });
    }
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    void [requestCode, verifyCode, changePassword][step]();
  }

  function back() {
    setErrors({});
    if (step === 0) onBack();
    else setStep((step - 1) as Step);
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {step === 0 && (
        <>
          <p className={styles.hint}>{authMessages.recoverEmailHint}</p>
          <TextField
            label={fieldsMessages.email}
            type="email"
            autoComplete="email"
            value={email}
            error={errors.email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </>
      )}
      {step === 1 && (
        <>
          <p className={styles.hint}>{authMessages.codeSent(address)}</p>
          <CodeBoxes label={fieldsMessages.code} length={CODE_LENGTH} numeric value={code} onChange={setCode} error={errors.code} autoFocus />
          <button type="button" className={`${ui.linkButton} ${styles.resend}`} onClick={resend}>
            {authMessages.resendCode}
          </button>
        </>
      )}
      {step === 2 && (
        <>
          <p className={styles.hint}>{authMessages.recoverPasswordHint}</p>
          <PasswordField label={fieldsMessages.newPassword} autoComplete="new-password" value={password} error={errors.password} onChange={setPassword} />
          <PasswordField
            label={fieldsMessages.confirmation}
            autoComplete="new-password"
            value={confirmation}
            error={errors.confirmation}
            onChange={setConfirmation}
          />
        </>
      )}
      <div className={styles.actions}>
        <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={back} disabled={busy}>
          {commonMessages.back}
        </button>
        <button type="submit" className={ui.button} disabled={busy}>
          {busy && <Spinner />} {step === 2 ? commonMessages.confirm : commonMessages.next}
        </button>
      </div>
    </form>
  );
}
