'use client';

import { useState } from 'react';
import { apiFetch } from '@/lib/http/fetcher';
import { paths } from '@/lib/http/paths';
import { authMessages } from '@/lib/messages/auth';
import { fieldsMessages } from '@/lib/messages/fields';
import { recoverMessages } from '@/lib/messages/recover';
import { registerMessages } from '@/lib/messages/register';
import { DEFAULT_DIAL_CODE, DIAL_CODES } from '@/lib/catalog/reference';
import { CodeBoxes } from '@/components/ui/CodeBoxes';
import { SelectField, TextField } from '@/components/ui/Field';
import { PasswordField } from '@/components/ui/PasswordField';
import { Spinner } from '@/components/ui/Spinner';
import { useSnackbar, LONG_NOTICE_MS } from '@/components/ui/Snackbar';
import ui from '@/components/ui/ui.module.css';
import {
  CODE_LENGTH,
  isValid,
  phoneDigits,
  registerCodeFailure,
  registerSubmitFailure,
  validateCode,
  validateRegister,
  type FieldErrors,
  type RegisterValues,
} from './auth-rules';
import type { SessionUser } from './session-store';
import styles from './auth.module.css';

type Props = { promotionUser?: string; onSignedIn(user: SessionUser, token: string): void; onLogin(): void };
type Errors = FieldErrors<keyof RegisterValues | 'code'>;

const EMPTY: RegisterValues = { email: '', name: '', lastName: '', dialCode: DEFAULT_DIAL_CODE, phone: '', password: '', confirmation: '' };

/**
 * Registration in two submits (docs/contract/catalogue.md §4): the first requests the e-mailed code and reveals
 * the 4 boxes; the second creates the account, which answers a signed-in session.
 */
export function RegisterForm({ promotionUser, onSignedIn, onLogin }: Props) {
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [requestId, setRequestId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const snackbar = useSnackbar();
  const email = values.email.trim().toLowerCase();
  const phone = `${values.dialCode}${phoneDigits(values.phone)}`;

  const set = (key: keyof RegisterValues) => (value: string) => {
    setValues({ ...values, [key]: value });
    if (key === 'email' && requestId) {
      setRequestId(null); // a new address needs a new code
      setCode('');
    }
  };

  function fail(failure: { field?: keyof Errors; message: string }) {
    if (failure.field) setErrors({ [failure.field]: failure.message });
    else snackbar.show(failure.message, { kind: 'error', durationMs: LONG_NOTICE_MS });
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found: Errors = { ...validateRegister(values), code: requestId ? validateCode(code) : undefined };
    setErrors(found);
    if (!isValid(found)) return;
    setBusy(true);
    try {
      if (!requestId) {
        const fullName = `${values.name.trim()} ${values.lastName.trim()}`;
        const answer = await apiFetch<{ code: string }>(paths.account.confirmRegister(email, fullName, phone));
        setRequestId(answer.code);
      } else {
        const body = {
          username: email,
          email,
          phone,
          password: values.password,
          region: registerMessages.unknownRegion,
          code: requestId,
          emailCode: code,
          name: values.name.trim(),
          lastName: values.lastName.trim(),
          ...(promotionUser ? { promotionUser } : {}),
        };
        const answer = await apiFetch<{ user: SessionUser; token: string }>(paths.account.register(), { method: 'POST', body });
        snackbar.show(registerMessages.success, { kind: 'success', durationMs: 1000 });
        onSignedIn(answer.user, answer.token);
      }
    } catch (error) {
      fail(requestId ? registerSubmitFailure(error) : registerCodeFailure(error));
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    try {
      const answer = await apiFetch<{ code: string }>(paths.account.resendRegisterCode(email));
      setRequestId(answer.code);
      setCode('');
      snackbar.show(recoverMessages.resent, { kind: 'success', durationMs: 5000 });
    } catch {
      snackbar.show(recoverMessages.resendFailed, { kind: 'error', durationMs: LONG_NOTICE_MS });
    }
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={fieldsMessages.email}
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(e) => set('email')(e.target.value)}
      />
      <TextField label={fieldsMessages.name} autoComplete="given-name" value={values.name} error={errors.name} onChange={(e) => set('name')(e.target.value)} />
      <TextField
        label={fieldsMessages.lastName}
        autoComplete="family-name"
        value={values.lastName}
        error={errors.lastName}
        onChange={(e) => set('lastName')(e.target.value)}
      />
      <div className={styles.phoneRow}>
        <SelectField label={fieldsMessages.dialCode} value={values.dialCode} options={DIAL_CODES} onChange={(e) => set('dialCode')(e.target.value)} />
        <TextField
          label={fieldsMessages.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={values.phone}
          error={errors.phone}
          onChange={(e) => set('phone')(e.target.value)}
        />
      </div>
      <PasswordField label={fieldsMessages.password} autoComplete="new-password" value={values.password} error={errors.password} onChange={set('password')} />
      <PasswordField
        label={fieldsMessages.confirmation}
        autoComplete="new-password"
        value={values.confirmation}
        error={errors.confirmation}
        onChange={set('confirmation')}
      />
      {requestId && (
        <>
          <p className={styles.hint}>{authMessages.codeSent(email)}</p>
          <CodeBoxes label={fieldsMessages.code} length={CODE_LENGTH} numeric value={code} onChange={setCode} error={errors.code} autoFocus />
          <button type="button" className={`${ui.linkButton} ${styles.resend}`} onClick={resend}>
            {authMessages.resendCode}
          </button>
          <p className={styles.terms}>
            {authMessages.termsIntro}{' '}
            <a href="/legalinformation" target="_blank" rel="noopener">
              {authMessages.legalLink}
            </a>{' '}
            {authMessages.termsJoin}{' '}
            <a href="/privacypolicy" target="_blank" rel="noopener">
              {authMessages.privacyLink}
            </a>
          </p>
        </>
      )}
      <div className={styles.actions}>
        <button type="submit" className={ui.button} disabled={busy}>
          {busy && <Spinner />} {authMessages.register}
        </button>
      </div>
      <div className={styles.links}>
        <button type="button" className={ui.linkButton} onClick={onLogin}>
          {authMessages.toLogin}
        </button>
      </div>
    </form>
  );
}
