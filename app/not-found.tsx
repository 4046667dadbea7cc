import Link from '@/components/ui/Link';
import { messages } from '@/lib/messages';
import styles from '@/components/layout/StatusScreen.module.css';

/** Any unknown address, an unknown product or distributor. */
export default function NotFound() {
  return (
    <section className={styles.screen} aria-labelledby="not-found">
      <h1 id="not-found" className={styles.title}>
        {messages.pages.notFound}
      </h1>
      <p className={styles.hint}>{messages.pages.notFoundHint}</p>
      <div className={styles.actions}>
        <Link href="/" className="button">
          {messages.layout.goHome}
        </Link>
      </div>
    </section>
  );
}
