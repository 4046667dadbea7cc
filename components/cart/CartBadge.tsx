'use client';

import { navMessages } from '@/lib/messages/nav';
import { useShopper } from '@/components/product/shopper-context';
import { PlainLink } from '@/components/ui/PlainLink';
import { cartUnits } from './cart-units';
import { useStoredCart } from './use-cart';
import styles from './cart.module.css';

/** Link to /cart with the stored cart's unit count; a visitor gets the login prompt instead. */
export function CartBadge() {
  const { user, askToSignIn } = useShopper();
  const cart = useStoredCart();
  const count = cartUnits(cart);
  return (
    <PlainLink
      href="/cart"
      className={styles.badge}
      aria-label={navMessages.cart(count)}
      onClick={(event) => {
        if (user) return;
        event.preventDefault();
        askToSignIn();
      }}
    >
      <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <path d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H21l-2 8H7.4l.4 2H19v2H6.2L3.6 4H1V2h3.4l.8 2Z" />
      </svg>
      {count > 0 && (
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
      )}
    </PlainLink>
  );
}
