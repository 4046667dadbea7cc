'use client';

import type { OfferedTransfer } from './ConfirmOrderDialog';
import { lazyComponent } from '@/components/ui/lazy-component';
import { useEffect } from 'react';
import { cartMessages } from '@/lib/messages/cart';
import { STORAGE_KEYS } from '@/components/auth/local-store';
import { layoutMessages } from '@/lib/messages/layout';
import { AccessDenied } from '@/components/layout/AccessDenied';
import { SignInButton } from '@/components/auth/SignInButton';
import { NoConnection } from '@/components/layout/NoConnection';
import ui from '@/components/ui/ui.module.css';
import { useCartPage } from './use-cart-page';
import styles from './checkout.module.css';

// A visitor is only told to sign in, so the checkout (lines, address, coupon, totals, and the order
// dialog with it) is fetched when a session is known, while the cart itself is read, instead of in
// every first load (decision 21).
const loadCheckout = () => import('./CartCheckout').then((m) => m.CartCheckout);
// The realtime listener, for a signed-in buyer only.
const CartOrderEvents = lazyComponent(() => import('./CartOrderEvents'), null, { optional: true });
const CartCheckout = lazyComponent(loadCheckout, <CartLoading />);

function CartLoading() {
  return (
    <p className={styles.center} role="status">
      {cartMessages.loading}
    </p>
  );
}

/** Marks <html> for a browser with no stored session, before the page below it is drawn. */
const MARK_VISITOR = `try{localStorage.getItem(${JSON.stringify(STORAGE_KEYS.user)})||document.documentElement.setAttribute('data-visitor','')}catch(e){}`;

/**
 * Before the stored session is read (the server's HTML and hydration), both views are drawn and
 * the inline script shows the right one: a visitor sees the access-denied view in the first paint
 * instead of after hydration (the page's largest paint on a phone, decision 21).
 */
function BeforeSession() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: MARK_VISITOR }} />
      <div className={styles.visitorOnly}>
        <AccessDenied>
          <SignInButton />
        </AccessDenied>
      </div>
      <div className={styles.memberOnly}>
        <CartLoading />
      </div>
    </>
  );
}

/** /cart for the browser's session: visitors get the access-denied view with login; buyers their cart. */
export function CartView({ cardEnabled, transfer }: { cardEnabled: boolean; transfer: OfferedTransfer }) {
  const page = useCartPage();
  const signedIn = Boolean(page.user);
  useEffect(() => {
    if (signedIn) void loadCheckout();
  }, [signedIn]);
  if (!page.ready) return <BeforeSession />;
  if (!page.user)
    return (
      <AccessDenied>
        <SignInButton />
      </AccessDenied>
    );
  return (
    <>
      <CartOrderEvents />
      <SignedInCart page={page} cardEnabled={cardEnabled} transfer={transfer} />
    </>
  );
}

function SignedInCart({ page, cardEnabled, transfer }: { page: ReturnType<typeof useCartPage>; cardEnabled: boolean; transfer: OfferedTransfer }) {
  if (page.loadFailed) {
    return (
      <NoConnection>
        <button type="button" className={ui.button} onClick={page.reload}>
          {layoutMessages.retry}
        </button>
      </NoConnection>
    );
  }
  if (!page.ready || page.loading || !page.user || !page.cart) return <CartLoading />;
  return <CartCheckout page={{ ...page, user: page.user, cart: page.cart }} cardEnabled={cardEnabled} transfer={transfer} />;
}
