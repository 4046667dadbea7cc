import type { ReactNode } from 'react';
import { messages } from '@/lib/messages';
import { Icon } from './icons';
import styles from './StatusScreen.module.css';

/**
 * 'Parece que tienes problemas de conexión :(': `onRetry` adds the REINTENTAR button, `children`
 * any other action. Usable from client code.
 */
export function NoConnection({ children, onRetry, headingLevel = 'h2' }: { children?: ReactNode; onRetry?: () => void; headingLevel?: 'h1' | 'h2' }) {
  const Heading = headingLevel;
  const actions = onRetry ? (
    <button type="button" className="button" onClick={onRetry}>
      {messages.layout.retry}
    </button>
  ) : (
    children
  );
  return (
    <section className={styles.screen} role="alert">
      <Icon name="info" size={56} className={styles.art} />
      <Heading className={styles.title}>{messages.screens.noConnection}</Heading>
      <p className={styles.hint}>{messages.screens.noConnectionHint}</p>
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
