import type { ReactNode } from 'react';
import { messages } from '@/lib/messages';
import { Icon } from './icons';
import styles from './StatusScreen.module.css';

/** 'Parece que tienes problemas de conexión :(': `children` may add an action (retry). Usable from client code. */
export function NoConnection({ children, headingLevel = 'h2' }: { children?: ReactNode; headingLevel?: 'h1' | 'h2' }) {
  const Heading = headingLevel;
  return (
    <section className={styles.screen} role="alert">
      <Icon name="info" size={56} className={styles.art} />
      <Heading className={styles.title}>{messages.screens.noConnection}</Heading>
      <p className={styles.hint}>{messages.screens.noConnectionHint}</p>
      {children && <div className={styles.actions}>{children}</div>}
    </section>
  );
}
