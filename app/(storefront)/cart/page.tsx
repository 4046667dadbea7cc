import type { Metadata } from 'next';
import { connection } from 'next/server';
import { messages } from '@/lib/messages';
import { isCardPaymentEnabled } from '@/lib/payments/stripe';
import { CartView } from '@/components/checkout/CartView';
import { PageBanner } from '@/components/layout/PageBanner';

export const metadata: Metadata = { title: messages.menu.myCart, robots: { index: false } };

/**
 * /cart (docs/contract/buying.md §2): the session and the cart live in the browser, so the page is a shell around
 * a client view; the server only tells it whether card payment can be offered.
 */
export default async function CartPage() {
  await connection(); // card payment depends on the running server's configuration, not the build's
  return (
    <>
      <PageBanner title={messages.menu.myCart} backHref="/" />
      <CartView cardEnabled={isCardPaymentEnabled()} />
    </>
  );
}
