'use client';

import { favoritesMessages } from '@/lib/messages/favorites';
import { useShopper } from '@/components/product/shopper-context';
import styles from './FavoriteButton.module.css';
import type { FavoriteProduct } from './card-props';

/** The heart on a product: toggles it in the user's local favorites; a visitor gets the warning and the login dialog. */
export function FavoriteButton({ product, className }: { product: FavoriteProduct; className?: string }) {
  const { user, isFavorite, toggleFavorite, askToSignIn } = useShopper();
  const on = isFavorite(product._id);
  return (
    <button
      type="button"
      className={[styles.heart, on ? styles.on : '', className ?? ''].join(' ')}
      aria-label={on ? favoritesMessages.remove : favoritesMessages.add}
      onClick={() => {
        if (user) toggleFavorite(product);
        else askToSignIn();
      }}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill={on ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.4h2c.7-1.2 2.2-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.2C19.5 16.4 12 21 12 21Z" />
      </svg>
    </button>
  );
}
