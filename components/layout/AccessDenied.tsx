import type { ReactNode } from 'react';
import { messages } from '@/lib/messages';
import { Icon } from './icons';
import styles from './StatusScreen.module.css';

/** 'No tiene acceso a esta página :(': `children` may add an action (a login button). */
export function AccessDenied({ children }: { children?: ReactNode }) {
  return (
    <section className={styles.screen} aria-labelledby="access-denied">
      <Icon name="shield" size={56} className={styles.art} />
      <h1 id="access-denied" className={styles.title}>{messages.screens.accessDenied}</h1>
      <p className={styles.hint}>{messages.screens.accessDeniedHint}</p>
      {children && <div className={styles.actions}>{children}</div>}
    </section>
  );
}
