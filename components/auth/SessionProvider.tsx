'use client';

import { useEffect } from 'react';
import { profileMessages } from '@/lib/messages/profile';
import { useSnackbar } from '@/components/ui/Snackbar';
import { currentSession, refreshSession, type SessionUser } from './session-store';

/** How long the 'updating profile' notice may stay while getUserWithToken runs (docs/contract/catalogue.md §9). */
const UPDATING_MS = 100_000;
const LOADED_MS = 2000;

/**
 * True when the stored user holds no profile yet (only the login answer, right after logging in):
 * the screens then wait for it, so its loading is worth a notice. With a profile stored, a page load
 * refreshes it quietly: a load is no event to announce.
 */
export function awaitsProfile(user: SessionUser | null): boolean {
  return Boolean(user) && !Array.isArray(user?.deliveryAddresses);
}

/**
 * On start, when a token is stored: GET getUserWithToken refreshes the stored user, token and
 * cart; a 401 clears the session. Only when a token is stored but no profile has loaded yet does
 * the 'Actualizando perfil de usuario' notice (spinner) show, then 'Perfil obtenido correctamente'
 * for 2 s.
 */
export function SessionProvider({ children }: { children: React.ReactNode }) {
  const snackbar = useSnackbar();
  useEffect(() => {
    const { user, token } = currentSession();
    if (!token) return;
    const loud = awaitsProfile(user);
    if (loud) snackbar.show(profileMessages.updating, { kind: 'warning', durationMs: UPDATING_MS, busy: true });
    void refreshSession().then((result) => {
      if (!loud) return;
      if (result === 'ok') snackbar.show(profileMessages.loaded, { kind: 'success', durationMs: LOADED_MS });
      else snackbar.hide();
    });
  }, [snackbar]);
  return children;
}
