'use client';

import { menuMessages } from '@/lib/messages/menu';
import { useAuthDialog } from './use-auth-dialog';

/** 'INICIAR SESIÓN' as a button that opens the login dialog (the access-denied view's action for visitors). */
export function SignInButton() {
  const auth = useAuthDialog();
  return (
    <button type="button" className="button" onClick={() => auth.open('login')}>
      {menuMessages.logIn}
    </button>
  );
}
