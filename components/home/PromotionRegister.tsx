'use client';

import { useEffect } from 'react';
import { useAuthDialog } from '@/components/auth/use-auth-dialog';
import { useSession } from '@/components/auth/use-session';

/** On /{id}: opens the auth dialog in registration mode with the inviting user, once the session is known to be empty. */
export function PromotionRegister({ promotionUser }: { promotionUser: string }) {
  const { user, ready } = useSession();
  const auth = useAuthDialog();
  useEffect(() => {
    if (ready && !user) auth.open('register', { promotionUser });
  }, [ready, user, auth, promotionUser]);
  return null;
}
