import { PlainImage } from '@/components/ui/PlainImage';
import { PlainLink } from '@/components/ui/PlainLink';
import { messages } from '@/lib/messages';
import styles from './Collaborations.module.css';

/** A partner store as the home lists it. */
export type PartnerStore = { _id: string; name: string; logoUrl: string };

/** 'COLABORACIONES': the import companies that sell on the store, each linking to its page. */
export function Collaborations({ stores }: { stores: readonly PartnerStore[] }) {
  if (stores.length === 0) return null;
  return (
    <section aria-labelledby="collaborations">
      <h2 id="collaborations" className="section-title">
        {messages.home.collaborations}
      </h2>
      <ul className={styles.stores} aria-label={messages.home.stores}>
        {stores.map((store) => (
          <li key={store._id}>
            <PlainLink href={`/distributor/${store._id}`} className={styles.store}>
              {store.logoUrl ? (
                <PlainImage src={store.logoUrl} alt="" width={56} height={56} className={styles.logo} deferred />
              ) : (
                <span className={styles.logo} aria-hidden="true">
                  {store.name.charAt(0)}
                </span>
              )}
              <span className={styles.name}>{store.name}</span>
            </PlainLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
