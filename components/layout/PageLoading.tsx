import { messages } from '@/lib/messages';
import { Spinner } from '@/components/ui/Spinner';
import styles from './StatusScreen.module.css';

/**
 * 'Cargando Página de …' (docs/contract/buying.md §2): what a lazily loaded page shows while it loads. Used by
 * the route segments' loading.tsx files; a server component, so it costs no JavaScript.
 */
export function PageLoading({ name }: { name: string }) {
  return (
    <div className={styles.screen} role="status" aria-live="polite">
      <Spinner />
      <p className={styles.hint}>{messages.screens.loadingPage(name)}</p>
    </div>
  );
}
