import type { Metadata } from 'next';
import { connection } from 'next/server';
import { messages } from '@/lib/messages';
import { isCardPaymentEnabled } from '@/lib/payments/stripe';
import { offeredTransfer } from '@/lib/transfer/settings-service';
import { CartView } from '@/components/checkout/CartView';
import { PageBanner } from '@/components/layout/PageBanner';

export const metadata: Metadata = { title: messages.menu.myCart, robots: { index: false } };

/**
 * /cart (docs/contract/buying.md §2): the session and the cart live in the browser, so the page is a shell around
 * a client view; the server only tells it whether card payment can be offered, and payment by
 * transfer with its details (the super admin's settings, decision 33).
 */
export default async function CartPage() {
  await connection(); // card and transfer payment depend on the running server's configuration and database, not the build's
  return (
    <>
      <PageBanner title={messages.menu.myCart} backHref="/" />
      <CartView cardEnabled={isCardPaymentEnabled()} transfer={await offeredTransfer()} />
    </>
  );
}
