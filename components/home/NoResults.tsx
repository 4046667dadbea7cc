import { messages } from '@/lib/messages';
import { Icon, searchIcon } from '@/components/layout/icons';
import styles from '@/components/layout/StatusScreen.module.css';

/** 'NO ENCONTRAMOS RESULTADOS :(' with the hint to try another word or filter. */
export function NoResults() {
  return (
    <div className={styles.screen}>
      <Icon path={searchIcon} size={56} className={styles.art} />
      <p className={styles.title}>{messages.screens.noResults}</p>
      <p className={styles.hint}>{messages.screens.noResultsHint}</p>
    </div>
  );
}
