'use client';

import { useId, useState } from 'react';
import { apiFetch, isApiError } from '@/lib/http/fetcher';
import { screensMessages } from '@/lib/messages/screens';
import { stockAlertMessages } from '@/lib/messages/stock-alert';
import type { StockAlertChannel } from '@/lib/stock-alerts/rules';
import { useAuthDialog } from '@/components/auth/use-auth-dialog';
import { useSession } from '@/components/auth/use-session';
import { attemptPushSubscription, isPushSupported } from '@/components/auth/push-subscription';
import { useApi } from '@/components/dashboard/use-api';
import styles from './BackInStockAlert.module.css';

const s = stockAlertMessages;
type AlertState = { subscribed: boolean; channel?: StockAlertChannel };

/**
 * 'Avísame cuando vuelva' on a sold-out product: a signed-in buyer chooses e-mail or a push
 * notification and is told once when the seller restocks and delivers to their municipality
 * (lib/stock-alerts). A guest is offered the login dialog first.
 */
export function BackInStockAlert({ productId }: { productId: string }) {
  const { token, ready } = useSession();
  const auth = useAuthDialog();
  const groupId = useId();
  const path = `/api/stockAlerts?productId=${encodeURIComponent(productId)}`;
  const { data, mutate } = useApi<AlertState>(path);
  const [channel, setChannel] = useState<StockAlertChannel>('email');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  async function change(subscribe: boolean) {
    if (!token) return auth.open('login');
    setBusy(true);
    setNote('');
    try {
      let chosen = channel;
      if (subscribe && chosen === 'push') {
        if (isPushSupported()) await attemptPushSubscription(token);
        else {
          chosen = 'email';
          setNote(s.pushUnavailable);
        }
      }
      const answer = subscribe
        ? await apiFetch<AlertState>('/api/stockAlerts', { method: 'POST', body: { productId, channel: chosen }, token })
        : await apiFetch<AlertState>(path, { method: 'DELETE', token });
      await mutate(answer, { revalidate: false });
      if (!subscribe) setNote(s.cancelled);
    } catch (error) {
      setNote(isApiError(error) && error.message ? error.message : screensMessages.noConnection);
    } finally {
      setBusy(false);
    }
  }

  if (ready && !token) {
    return (
      <div className={styles.box}>
        <button type="button" className="button" onClick={() => auth.open('login')}>
          {s.subscribe}
        </button>
        <p className={styles.hint}>{s.loginFirst}</p>
      </div>
    );
  }
  if (data?.subscribed) {
    return (
      <div className={styles.box} role="status">
        <p>{s.subscribed}</p>
        <button type="button" className="button-secondary button" disabled={busy} onClick={() => void change(false)}>
          {s.cancel}
        </button>
      </div>
    );
  }
  return (
    <form
      className={styles.box}
      onSubmit={(event) => {
        event.preventDefault();
        void change(true);
      }}
    >
      <fieldset className={styles.channels}>
        <legend>{s.channel}</legend>
        {(['email', 'push'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name={`${groupId}-channel`} value={value} checked={channel === value} onChange={() => setChannel(value)} />{' '}
            {value === 'email' ? s.byEmail : s.byPush}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button" disabled={busy || !ready}>
        {s.subscribe}
      </button>
      <p className={styles.hint} aria-live="polite">
        {note}
      </p>
    </form>
  );
}
