'use client';

import { createContext, useContext } from 'react';

export type AuthMode = 'login' | 'register' | 'recover';
export type AuthDialogOptions = {
  /** The inviting user's id (the /{id} promotion route): sent with the registration; afterwards the app goes to /. */
  promotionUser?: string;
};
export type AuthDialogApi = { open(mode?: AuthMode, options?: AuthDialogOptions): void };

export const AuthDialogContext = createContext<AuthDialogApi | null>(null);

/** Opens the login / registration / recovery dialog (loaded on first open). */
export function useAuthDialog(): AuthDialogApi {
  const api = useContext(AuthDialogContext);
  if (!api) throw new Error('useAuthDialog needs <Providers>');
  return api;
}
