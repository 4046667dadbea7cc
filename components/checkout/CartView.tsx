'use client';

import { cartMessages } from '@/lib/messages/cart';
import { layoutMessages } from '@/lib/messages/layout';
import { AccessDenied } from '@/components/layout/AccessDenied';
import { SignInButton } from '@/components/auth/SignInButton';
import { NoConnection } from '@/components/layout/NoConnection';
import ui from '@/components/ui/ui.module.css';
import { CartCheckout } from './CartCheckout';
import { useCartPage } from './use-cart-page';
import styles from './checkout.module.css';

/** /cart for the browser's session: visitors get the access-denied view with login; buyers their cart. */
export function CartView({ cardEnabled }: { cardEnabled: boolean }) {
  const page = useCartPage();
  if (page.ready && !page.user) return <AccessDenied><SignInButton /></AccessDenied>;
  if (page.loadFailed) {
    return (
      <NoConnection>
        <button type="button" className={ui.button} onClick={page.reload}>{layoutMessages.retry}</button>
      </NoConnection>
    );
  }
  if (!page.ready || page.loading || !page.user || !page.cart) return <p className={styles.center} role="status">{cartMessages.loading}</p>;
  return <CartCheckout page={{ ...page, user: page.user, cart: page.cart }} cardEnabled={cardEnabled} />;
}
