import { Suspense } from 'react';
import { PlainImage } from '@/components/ui/PlainImage';
import { PlainLink } from '@/components/ui/PlainLink';
import { messages } from '@/lib/messages';
import { UserMenu } from '@/components/auth/UserMenu';
import { CartBadge } from '@/components/cart/CartBadge';
import { FavoritesLink } from '@/components/favorites/FavoritesLink';
import { MessagesMark } from '@/components/conversations/MessagesMark';
import { DataSaverSwitch } from '@/components/datasaver/DataSaverSwitch';
import type { CategoryOption } from './category-option';
import { FilterMenu } from './FilterMenu';
import { SearchField, SearchFieldFallback } from './SearchField';
import { SellLink } from './SellLink';
import styles from './TopBar.module.css';

/**
 * The top bar of every page: logo (back to an unfiltered home), search, filter menu, VENDE for
 * sellers, favorites, cart badge, conversations (with the new-messages mark) and user menu. Per-user parts are client leaves.
 */
export function TopBar({ categories }: { categories: readonly CategoryOption[] }) {
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <PlainLink href="/" className={styles.logo} aria-label={messages.layout.home}>
          <PlainImage src="/icon.svg" alt="" width={32} height={32} loading="eager" />
          <span className={styles.logoText} aria-hidden="true">
            Importa
          </span>
        </PlainLink>
        <Suspense fallback={<SearchFieldFallback />}>
          <SearchField />
        </Suspense>
        <FilterMenu categories={categories} />
        <nav aria-label={messages.layout.mainNav} className={styles.actions}>
          <DataSaverSwitch />
          <SellLink />
          <FavoritesLink className={styles.iconButton} />
          <span className={styles.hideOnPhone}>
            <CartBadge />
          </span>
          <MessagesMark className={styles.iconButton} />
          <UserMenu />
        </nav>
      </div>
    </header>
  );
}
