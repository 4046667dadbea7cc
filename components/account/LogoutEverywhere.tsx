'use client';

import { useState } from 'react';
import { apiFetch, isApiError } from '@/lib/http/fetcher';
import { paths } from '@/lib/http/paths';
import { accountMessages } from '@/lib/messages/account';
import { serverMessages } from '@/lib/messages/server';
import { logout } from '@/components/auth/session-store';
import { useSnackbar, LONG_NOTICE_MS } from '@/components/ui/Snackbar';
import ui from '@/components/ui/ui.module.css';
import styles from './account.module.css';

/** SESIONES: ends every session of the account (this browser's too), then signs out here. */
export function LogoutEverywhere({ token }: { token: string }) {
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const endAll = async () => {
    if (!window.confirm(accountMessages.logoutEverywhereConfirm)) return;
    setBusy(true);
    try {
      const { message } = await apiFetch<{ message: string }>(paths.account.logoutEverywhere(), { method: 'POST', body: { confirm: true }, token });
      snackbar.show(message, { kind: 'success', durationMs: 2000 });
      logout();
    } catch (error) {
      snackbar.show(isApiError(error) ? error.message : serverMessages.internal, { kind: 'error', durationMs: LONG_NOTICE_MS });
      setBusy(false);
    }
  };
  return (
    <section className={styles.card} aria-labelledby="account-sessions">
      <h2 id="account-sessions">{accountMessages.sessions}</h2>
      <p className={styles.hint}>{accountMessages.logoutEverywhereHint}</p>
      <button type="button" className={`${ui.button} ${ui.secondary}`} disabled={busy} onClick={() => void endAll()}>
        {accountMessages.logoutEverywhere}
      </button>
    </section>
  );
}
