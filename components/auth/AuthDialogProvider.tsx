'use client';

import { lazyComponent } from '@/components/ui/lazy-component';
import { useMemo, useState } from 'react';
import { AuthDialogContext, type AuthDialogApi, type AuthDialogOptions, type AuthMode } from './use-auth-dialog';

// The dialog and its forms load on first open only, never in the first-load JS.
const AuthDialog = lazyComponent(() => import('./AuthDialog'));

type State = { mode: AuthMode; options: AuthDialogOptions; open: boolean };

/** Holds the auth dialog's state; the dialog itself is fetched the first time it opens. */
export function AuthDialogProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = useState<State | null>(null);
  const api = useMemo<AuthDialogApi>(
    () => ({
      open: (mode = 'login', options = {}) => setState({ mode, options, open: true }),
    }),
    [],
  );
  return (
    <AuthDialogContext.Provider value={api}>
      {children}
      {state && (
        <AuthDialog
          open={state.open}
          mode={state.mode}
          options={state.options}
          onModeChange={(mode) => setState({ ...state, mode })}
          onClose={() => setState({ ...state, open: false })}
        />
      )}
    </AuthDialogContext.Provider>
  );
}
