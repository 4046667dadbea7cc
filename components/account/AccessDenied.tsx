'use client';

import { messages } from '@/lib/messages';
import { useAuthDialog } from '@/components/auth/use-auth-dialog';
import ui from '@/components/ui/ui.module.css';
import styles from './account.module.css';

/** The access-denied view for visitors (catalogue.md screen 9), with a button that opens the login dialog. */
export function AccessDenied() {
  const auth = useAuthDialog();
  return (
    <section className={styles.denied}>
      <h2>{messages.screens.accessDenied}</h2>
      <p>{messages.screens.accessDeniedHint}</p>
      <button type="button" className={ui.button} onClick={() => auth.open('login')}>{messages.menu.logIn}</button>
    </section>
  );
}
