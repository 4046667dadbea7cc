'use client';

import { authMessages } from '@/lib/messages/auth';
import { menuMessages } from '@/lib/messages/menu';
import { Dialog } from '@/components/ui/Dialog';
import { LoginForm } from './LoginForm';
import { RecoverForm } from './RecoverForm';
import { RegisterForm } from './RegisterForm';
import type { SessionUser } from './session-store';
import { completeSignIn } from './sign-in';
import type { AuthDialogOptions, AuthMode } from './use-auth-dialog';

type Props = {
  open: boolean;
  mode: AuthMode;
  options: AuthDialogOptions;
  onModeChange(mode: AuthMode): void;
  onClose(): void;
};

const TITLES: Record<AuthMode, string> = {
  login: menuMessages.logIn,
  register: authMessages.register,
  recover: authMessages.recoverTitle,
};

/**
 * The auth dialog (loaded lazily by AuthDialogProvider): login, registration and recovery. Login
 * and registration switch freely; recovery is entered from login and returns to it. Closing
 * unmounts the form, which clears it.
 */
export default function AuthDialog({ open, mode, options, onModeChange, onClose }: Props) {
  const signedIn = (user: SessionUser, token: string) => {
    onClose();
    void completeSignIn(user, token, { promotion: Boolean(options.promotionUser) });
  };
  return (
    <Dialog open={open} onClose={onClose} title={TITLES[mode]}>
      {mode === 'login' && <LoginForm onSignedIn={signedIn} onRecover={() => onModeChange('recover')} onRegister={() => onModeChange('register')} />}
      {mode === 'register' && <RegisterForm promotionUser={options.promotionUser} onSignedIn={signedIn} onLogin={() => onModeChange('login')} />}
      {mode === 'recover' && <RecoverForm onBack={() => onModeChange('login')} onDone={() => onModeChange('login')} />}
    </Dialog>
  );
}
