'use client';

import { useEffect, useState } from 'react';
import { pushPromptMessages } from '@/lib/messages/push-prompt';
import { useSnackbar } from '@/components/ui/Snackbar';
import { attemptPushSubscription, isPushSupported, pushStartStep, vapidPublicKey } from './push-subscription';
import { useSession } from './use-session';
import styles from './auth.module.css';

/** Local storage key of the users (ids) who chose 'AHORA NO' on this device. */
const DISMISSED_KEY = 'pushPromptDismissed';

function dismissedIds(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function rememberDismissed(userId: string): void {
  try {
    localStorage.setItem(DISMISSED_KEY, JSON.stringify([...new Set([...dismissedIds(), userId])]));
  } catch {
    // Storage disabled: the prompt comes back next time, which is harmless.
  }
}

/** True when this tab already renewed the user's subscription (once per tab is enough); marks it otherwise. */
function renewedThisTab(userId: string): boolean {
  try {
    if (sessionStorage.getItem(DISMISSED_KEY + ':renewed') === userId) return true;
    sessionStorage.setItem(DISMISSED_KEY + ':renewed', userId);
  } catch {
    // Storage disabled: renew on every start.
  }
  return false;
}

/** This start's push step for the signed-in user (browser state read now). */
function startStep(userId: string | undefined, token: string | null) {
  const supported = isPushSupported();
  return pushStartStep({
    signedIn: Boolean(userId && token),
    supported,
    hasKey: Boolean(vapidPublicKey()),
    permission: supported ? Notification.permission : 'denied',
    dismissed: Boolean(userId && dismissedIds().includes(userId)),
  });
}

/**
 * At start-up (docs/contract/buying.md §2): a signed-in user who has not answered the browser's notification
 * question yet is asked here, in Spanish, before the browser's own prompt (which then follows a
 * click, as browsers require); once permission is granted the worker and subscription are renewed
 * silently on every start. A labelled region fixed at the bottom of the window, above the phone's
 * tab bar: it appears after hydration, so it neither takes the focus nor moves what is already drawn.
 */
export function NotificationPrompt() {
  const { user, token, ready } = useSession();
  const snackbar = useSnackbar();
  // The user whose prompt was answered in this tab (it then stays closed for them).
  const [answeredBy, setAnsweredBy] = useState<string | null>(null);
  const userId = user?._id;
  // `ready` is true only after hydration, so the browser's state is read on the client alone.
  const step = ready ? startStep(userId, token) : 'none';

  useEffect(() => {
    if (step === 'subscribe' && userId && token && !renewedThisTab(userId)) void attemptPushSubscription(token);
  }, [step, userId, token]);

  if (step !== 'ask' || !userId || !token || answeredBy === userId) return null;

  async function enable() {
    setAnsweredBy(userId!);
    renewedThisTab(userId!); // subscribed just below: no second renewal when the step turns to 'subscribe'
    await attemptPushSubscription(token!);
    const granted = Notification.permission === 'granted';
    if (Notification.permission === 'default') rememberDismissed(userId!);
    snackbar.show(granted ? pushPromptMessages.enabled : pushPromptMessages.refused, { kind: granted ? 'success' : 'info', durationMs: granted ? 2000 : 5000 });
  }

  function later() {
    rememberDismissed(userId!);
    setAnsweredBy(userId!);
  }

  return (
    <section className={styles.pushPrompt} aria-labelledby="push-prompt-title" aria-describedby="push-prompt-text">
      <h2 id="push-prompt-title">{pushPromptMessages.title}</h2>
      <p id="push-prompt-text">{pushPromptMessages.text}</p>
      <div className={styles.pushPromptActions}>
        <button type="button" className="button button-secondary" onClick={later}>
          {pushPromptMessages.later}
        </button>
        <button type="button" className="button" onClick={() => void enable()}>
          {pushPromptMessages.enable}
        </button>
      </div>
    </section>
  );
}
