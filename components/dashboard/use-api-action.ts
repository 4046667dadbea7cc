'use client';

import { apiFetch } from '@/lib/http/fetcher';
import { productMessages } from '@/lib/messages/product';
import { useSession } from '@/components/auth/use-session';
import { LONG_NOTICE_MS, useSnackbar } from '@/components/ui/Snackbar';
import { failureText } from '@/components/ui/use-form-submit';

type Change = { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown };

/**
 * A dashboard screen's buttons: `act` sends one change with the session's token, shows the
 * success notice (a text, or one read from the answer) or the failure's (the API's own message,
 * else the generic one), then reloads the screen's data either way, since a refused change may
 * mean the row changed meanwhile. It resolves true when the change was made.
 */
export function useApiAction(reload: () => unknown) {
  const { token } = useSession();
  const snackbar = useSnackbar();
  return async function act<R>(path: string, { method, body }: Change, sent: string | ((answer: R) => string)): Promise<boolean> {
    try {
      const answer = await apiFetch<R>(path, { method, token, body });
      snackbar.show(typeof sent === 'function' ? sent(answer) : sent, { kind: 'success' });
      return true;
    } catch (error) {
      snackbar.show(failureText(error, productMessages.actionFailed), { kind: 'error', durationMs: LONG_NOTICE_MS });
      return false;
    } finally {
      void reload();
    }
  };
}
