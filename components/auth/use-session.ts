'use client';

import { useMemo } from 'react';
import { STORAGE_KEYS, useHydrated, useStored } from './local-store';
import { logout, refreshSession, saveSession, sessionHooks, splitStoredUser, type SessionUser } from './session-store';

export type { SessionUser } from './session-store';
/** Optional login/logout callbacks for the realtime client (set them where the socket loads). */
export { sessionHooks } from './session-store';

export type Session = {
  user: SessionUser | null;
  token: string | null;
  /** False until the browser's stored session has been read (first paint and server render). */
  ready: boolean;
  setSession(user: SessionUser, token: string): void;
  logout(): void;
  refresh(): Promise<void>;
};

function setSession(user: SessionUser, token: string): void {
  saveSession(user, token);
  sessionHooks.onLogin?.(user);
}

async function refresh(): Promise<void> {
  await refreshSession();
}

/** The signed-in user and token from local storage, and the session actions. */
export function useSession(): Session {
  const stored = useStored<SessionUser & { accessToken: string }>(STORAGE_KEYS.user);
  const ready = useHydrated();
  return useMemo(() => {
    const { user, token } = splitStoredUser(stored);
    return { user, token, ready, setSession, logout, refresh };
  }, [stored, ready]);
}
