import type { ReactNode } from 'react';
import { screensMessages } from '@/lib/messages/screens';
import { Icon } from './icons';
import { shieldIcon } from './inner-icons';
import styles from './StatusScreen.module.css';

/** 'No tiene acceso a esta página :(': `children` may add an action (a login button). */
export function AccessDenied({ children }: { children?: ReactNode }) {
  return (
    <section className={styles.screen} aria-labelledby="access-denied">
      <Icon path={shieldIcon} size={56} className={styles.art} />
      <h1 id="access-denied" className={styles.title}>
        {screensMessages.accessDenied}
      </h1>
      <p className={styles.hint}>{screensMessages.accessDeniedHint}</p>
      {children && <div className={styles.actions}>{children}</div>}
    </section>
  );
}
