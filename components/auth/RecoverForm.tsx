'use client';

import { authMessages } from '@/lib/messages/auth';
import { commonMessages } from '@/lib/messages/common';
import { fieldsMessages } from '@/lib/messages/fields';
import { CodeBoxes } from '@/components/ui/CodeBoxes';
import { TextField } from '@/components/ui/Field';
import { PasswordField } from '@/components/ui/PasswordField';
import { Spinner } from '@/components/ui/Spinner';
import ui from '@/components/ui/ui.module.css';
import { CODE_LENGTH } from './auth-rules';
import { useRecover } from './use-recover';
import styles from './auth.module.css';

/** Password recovery in three steps (its state and calls: use-recover.ts): 0 e-mail, 1 the e-mailed code, 2 the new password. */
export function RecoverForm({ onBack, onDone }: { onBack(): void; onDone(): void }) {
  const recover = useRecover({ onBack, onDone });
  const { step, errors, busy } = recover;
  return (
    <form className={styles.form} onSubmit={recover.submit} noValidate>
      {step === 0 && (
        <>
          <p className={styles.hint}>{authMessages.recoverEmailHint}</p>
          <TextField
            label={fieldsMessages.email}
            type="email"
            autoComplete="email"
            value={recover.email}
            error={errors.email}
            onChange={(e) => recover.set('email')(e.target.value)}
          />
        </>
      )}
      {step === 1 && (
        <>
          <p className={styles.hint}>{authMessages.codeSent(recover.address)}</p>
          <CodeBoxes
            label={fieldsMessages.code}
            length={CODE_LENGTH}
            numeric
            value={recover.code}
            onChange={recover.set('code')}
            error={errors.code}
            autoFocus
          />
          <button type="button" className={`${ui.linkButton} ${styles.resend}`} onClick={() => void recover.resend()}>
            {authMessages.resendCode}
          </button>
        </>
      )}
      {step === 2 && (
        <>
          <p className={styles.hint}>{authMessages.recoverPasswordHint}</p>
          <PasswordField
            label={fieldsMessages.newPassword}
            autoComplete="new-password"
            value={recover.password}
            error={errors.password}
            onChange={recover.set('password')}
          />
          <PasswordField
            label={fieldsMessages.confirmation}
            autoComplete="new-password"
            value={recover.confirmation}
            error={errors.confirmation}
            onChange={recover.set('confirmation')}
          />
        </>
      )}
      <div className={styles.actions}>
        <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={recover.back} disabled={busy}>
          {commonMessages.back}
        </button>
        <button type="submit" className={ui.button} disabled={busy}>
          {busy && <Spinner />} {step === 2 ? commonMessages.confirm : commonMessages.next}
        </button>
      </div>
    </form>
  );
}
