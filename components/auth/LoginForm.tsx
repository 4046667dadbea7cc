'use client';

import { useState } from 'react';
import { apiFetch } from '@/lib/http/fetcher';
import { paths } from '@/lib/http/paths';
import { authMessages } from '@/lib/messages/auth';
import { fieldsMessages } from '@/lib/messages/fields';
import { loginMessages } from '@/lib/messages/login';
import { menuMessages } from '@/lib/messages/menu';
import { TextField } from '@/components/ui/Field';
import { PasswordField } from '@/components/ui/PasswordField';
import { Spinner } from '@/components/ui/Spinner';
import { useSnackbar } from '@/components/ui/Snackbar';
import ui from '@/components/ui/ui.module.css';
import { isValid, loginFailure, validateLogin, type FieldErrors, type LoginValues } from './auth-rules';
import type { SessionUser } from './session-store';
import styles from './auth.module.css';

type Props = {
  onSignedIn(user: SessionUser, token: string): void;
  onRecover(): void;
  onRegister(): void;
};

/** Login with user or e-mail and password (docs/contract/catalogue.md §5, §8). */
export function LoginForm({ onSignedIn, onRecover, onRegister }: Props) {
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof LoginValues>>({});
  const [busy, setBusy] = useState(false);
  const snackbar = useSnackbar();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (!isValid(found)) return;
    setBusy(true);
    try {
      const body = { username: values.username.trim(), password: values.password };
      const answer = await apiFetch<{ user: SessionUser; token: string }>(paths.account.login(), { method: 'POST', body });
      snackbar.show(loginMessages.success, { kind: 'success', durationMs: 1000 });
      onSignedIn(answer.user, answer.token);
    } catch (error) {
      const failure = loginFailure(error);
      if (failure.field) setErrors({ [failure.field]: failure.message });
      else snackbar.show(failure.message, { kind: 'error', durationMs: 2000 });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={fieldsMessages.userOrEmail}
        name="username"
        autoComplete="username"
        value={values.username}
        error={errors.username}
        onChange={(e) => setValues({ ...values, username: e.target.value })}
      />
      <PasswordField
        label={fieldsMessages.password}
        name="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onChange={(password) => setValues({ ...values, password })}
      />
      <div className={styles.actions}>
        <button type="submit" className={ui.button} disabled={busy}>
          {busy && <Spinner />} {menuMessages.logIn}
        </button>
      </div>
      <div className={styles.links}>
        <button type="button" className={ui.linkButton} onClick={onRecover}>
          {authMessages.forgotPassword}
        </button>
        <button type="button" className={ui.linkButton} onClick={onRegister}>
          {authMessages.toRegister}
        </button>
      </div>
    </form>
  );
}
