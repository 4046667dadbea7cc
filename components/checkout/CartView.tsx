'use client';

import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { cartMessages } from '@/lib/messages/cart';
import { layoutMessages } from '@/lib/messages/layout';
import { AccessDenied } from '@/components/layout/AccessDenied';
import { SignInButton } from '@/components/auth/SignInButton';
import { NoConnection } from '@/components/layout/NoConnection';
import ui from '@/components/ui/ui.module.css';
import { useCartPage } from './use-cart-page';
import styles from './checkout.module.css';

// A visitor is only told to sign in, so the checkout (lines, address, coupon, totals) is fetched
// when a session is known, while the cart itself is read, instead of in every first load (issue #21).
const loadCheckout = () => import('./CartCheckout').then((m) => m.CartCheckout);
const CartCheckout = dynamic(loadCheckout, { ssr: false, loading: () => <CartLoading /> });

function CartLoading() {
  return <p className={styles.center} role="status">{cartMessages.loading}</p>;
}

/** /cart for the browser's session: visitors get the access-denied view with login; buyers their cart. */
export function CartView({ cardEnabled }: { cardEnabled: boolean }) {
  const page = useCartPage();
  const signedIn = Boolean(page.user);
  useEffect(() => {
    if (signedIn) void loadCheckout();
  }, [signedIn]);
  if (page.ready && !page.user) return <AccessDenied><SignInButton /></AccessDenied>;
  if (page.loadFailed) {
    return (
      <NoConnection>
        <button type="button" className={ui.button} onClick={page.reload}>{layoutMessages.retry}</button>
      </NoConnection>
    );
  }
  if (!page.ready || page.loading || !page.user || !page.cart) return <CartLoading />;
  return <CartCheckout page={{ ...page, user: page.user, cart: page.cart }} cardEnabled={cardEnabled} />;
}
