import type { ReactNode } from 'react';
import { layoutMessages } from '@/lib/messages/layout';
import { screensMessages } from '@/lib/messages/screens';
import { Icon, infoIcon } from './icons';
import styles from './StatusScreen.module.css';

/**
 * 'Parece que tienes problemas de conexión :(': `onRetry` adds the REINTENTAR button, `children`
 * any other action. Usable from client code.
 */
export function NoConnection({ children, onRetry, headingLevel = 'h2' }: { children?: ReactNode; onRetry?: () => void; headingLevel?: 'h1' | 'h2' }) {
  const Heading = headingLevel;
  const actions = onRetry ? (
    <button type="button" className="button" onClick={onRetry}>
      {layoutMessages.retry}
    </button>
  ) : (
    children
  );
  return (
    <section className={styles.screen} role="alert">
      <Icon path={infoIcon} size={56} className={styles.art} />
      <Heading className={styles.title}>{screensMessages.noConnection}</Heading>
      <p className={styles.hint}>{screensMessages.noConnectionHint}</p>
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
