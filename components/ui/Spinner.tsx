import { uiMessages } from '@/lib/messages/ui';
import styles from './ui.module.css';

/** A small rotating ring in the text colour; with `label` it is announced, otherwise decorative. */
export function Spinner({ label }: { label?: boolean | string }) {
  if (!label) return <span className={styles.spinner} aria-hidden="true" />;
  return <span className={styles.spinner} role="status" aria-label={typeof label === 'string' ? label : uiMessages.loading} />;
}
