'use client';

import { attemptPushSubscription } from './push-subscription';
import { hardNavigate, refreshSession, saveSession, sessionHooks, type SessionUser } from './session-store';

/** Longest wait for the push subscription before the home page reloads. */
const PUSH_WAIT_MS = 8000;

/**
 * After a successful login or registration (docs/contract/catalogue.md §4): stores the user, tells the realtime
 * client, attempts the push subscription, then reloads the home page (or goes to / after a
 * promotion registration); elsewhere it loads the full profile and the cart in the background.
 * The caller has already cleared and closed the form.
 */
export async function completeSignIn(user: SessionUser, token: string, { promotion }: { promotion: boolean }): Promise<void> {
  saveSession(user, token);
  sessionHooks.onLogin?.(user);
  const push = attemptPushSubscription(token);
  if (promotion || window.location.pathname === '/') {
    await Promise.race([push, new Promise((resolve) => setTimeout(resolve, PUSH_WAIT_MS))]);
    if (promotion) hardNavigate('/');
    else window.location.reload();
    return;
  }
  await refreshSession();
}
