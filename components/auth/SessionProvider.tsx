'use client';

import { useEffect } from 'react';
import { profileMessages } from '@/lib/messages/profile';
import { useSnackbar } from '@/components/ui/Snackbar';
import { currentSession, refreshSession } from './session-store';

/** How long the 'updating profile' notice may stay while getUserWithToken runs (docs/contract/catalogue.md §9). */
const UPDATING_MS = 100_000;
const LOADED_MS = 2000;
/** Set in sessionStorage once a profile loaded in this tab, so later full loads refresh quietly. */
const LOADED_FLAG = 'profileLoaded';

function loadedInThisTab(): boolean {
  try {
    return window.sessionStorage.getItem(LOADED_FLAG) === '1';
  } catch {
    return false;
  }
}

function markLoaded(): void {
  try {
    window.sessionStorage.setItem(LOADED_FLAG, '1');
  } catch {
    // sessionStorage unavailable: the notices simply show again next time
  }
}

/**
 * On start, when a token is stored: GET getUserWithToken refreshes the stored user, token and
 * cart, with the 'Actualizando perfil de usuario' notice (spinner) and then 'Perfil obtenido
 * correctamente' for 2 s the first time in a tab; a 401 clears the session.
 */
export function SessionProvider({ children }: { children: React.ReactNode }) {
  const snackbar = useSnackbar();
  useEffect(() => {
    if (!currentSession().token) return;
    const loud = !loadedInThisTab();
    if (loud) snackbar.show(profileMessages.updating, { kind: 'warning', durationMs: UPDATING_MS, busy: true });
    void refreshSession().then((result) => {
      if (result === 'ok') markLoaded();
      if (!loud) return;
      if (result === 'ok') snackbar.show(profileMessages.loaded, { kind: 'success', durationMs: LOADED_MS });
      else snackbar.hide();
    });
  }, [snackbar]);
  return children;
}
