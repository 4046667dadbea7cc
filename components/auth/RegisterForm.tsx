'use client';

import { authMessages } from '@/lib/messages/auth';
import { fieldsMessages } from '@/lib/messages/fields';
import { DIAL_CODES } from '@/lib/catalog/reference';
import { CodeBoxes } from '@/components/ui/CodeBoxes';
import { SelectField, TextField } from '@/components/ui/Field';
import { PasswordField } from '@/components/ui/PasswordField';
import { Spinner } from '@/components/ui/Spinner';
import ui from '@/components/ui/ui.module.css';
import { CODE_LENGTH } from './auth-rules';
import type { SessionUser } from './session-store';
import { useRegister } from './use-register';
import styles from './auth.module.css';

type Props = { promotionUser?: string; onSignedIn(user: SessionUser, token: string): void; onLogin(): void };

/** The registration form (its state and calls: use-register.ts); the code boxes show once the code was e-mailed. */
export function RegisterForm({ promotionUser, onSignedIn, onLogin }: Props) {
  const register = useRegister({ promotionUser, onSignedIn });
  const { values, errors, set } = register;
  return (
    <form className={styles.form} onSubmit={register.submit} noValidate>
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
      {register.requestId && (
        <>
          <p className={styles.hint}>{authMessages.codeSent(register.email)}</p>
          <CodeBoxes label={fieldsMessages.code} length={CODE_LENGTH} numeric value={register.code} onChange={register.setCode} error={errors.code} autoFocus />
          <button type="button" className={`${ui.linkButton} ${styles.resend}`} onClick={() => void register.resend()}>
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
        <button type="submit" className={ui.button} disabled={register.busy}>
          {register.busy && <Spinner />} {authMessages.register}
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
