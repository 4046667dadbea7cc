import { PlainLink } from '@/components/ui/PlainLink';
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
        {/* A plain link: this screen is in every page's tree, and Next's Link would put its code in every first load. */}
        <PlainLink href="/" className="button">
          {messages.layout.goHome}
        </PlainLink>
      </div>
    </section>
  );
}
