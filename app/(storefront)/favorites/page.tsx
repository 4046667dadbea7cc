import type { Metadata } from 'next';
import { messages } from '@/lib/messages';
import { FavoritesView } from '@/components/favorites/FavoritesView';
import { PageBanner } from '@/components/layout/PageBanner';
import styles from '@/components/favorites/favorites.module.css';

export const metadata: Metadata = { title: messages.screens.favoritesTitle, robots: { index: false } };

/** /favorites: the list lives in this browser's storage, so the page is a static shell around a client view. */
export default function FavoritesPage() {
  return (
    <>
      <PageBanner title={messages.screens.favoritesTitle} backHref="/" />
      <div className={styles.page}>
        <FavoritesView />
      </div>
    </>
  );
}
