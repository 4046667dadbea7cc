'use client';

import { lazyComponent } from '@/components/ui/lazy-component';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { DeliveryZone } from '@/lib/delivery/quote';
import type { DeliveryQuote } from '@/lib/delivery/dto';
import { serverMessages } from '@/lib/messages/server';
import { useAuthDialog } from '@/components/auth/use-auth-dialog';
import { useSession, type SessionUser } from '@/components/auth/use-session';
import { unitsInCart } from '@/components/cart/cart-units';
import { useStoredCart } from '@/components/cart/use-cart';
import { quoteOfZone, useDeliveryZone } from '@/components/delivery-quote/use-delivery-quote';
import { useFavorites } from '@/components/favorites/use-favorites';
import { useSnackbar } from '@/components/ui/Snackbar';
import type { FavoriteProduct } from './card-props';

/** What every product card's controls need to know about the person looking at it. */
export type Shopper = {
  user: SessionUser | null;
  token: string | null;
  isFavorite(productId: string): boolean;
  toggleFavorite(product: FavoriteProduct): void;
  unitsInCart(productId: string): number;
  zone: DeliveryZone | null;
  quote: DeliveryQuote | null;
  /** A visitor's click on a buyer's control: the 'sign in' warning and the login dialog. */
  askToSignIn(): void;
};

const ShopperContext = createContext<Shopper | null>(null);

// The quote is asked for once a zone is known: a first visit downloads no request hooks for it.
const DeliveryQuoteSource = lazyComponent(() => import('@/components/delivery-quote/DeliveryQuoteSource'), null, { optional: true });

/**
 * Reads the session, favorites, cart and delivery quote once for the whole page. A product page
 * shows up to 16 cards, and each card's favourite, delivery fee, cart and owner controls used to
 * subscribe to all of these themselves: about 70 hooks per card, most of a phone's hydration time
 * (decision 4). The controls now read this one context.
 */
export function ShopperProvider({ children }: { children: React.ReactNode }) {
  const { user, token } = useSession();
  const { isFavorite, toggle } = useFavorites();
  const cart = useStoredCart();
  const zone = useDeliveryZone();
  const [fetchedQuote, setFetchedQuote] = useState<DeliveryQuote | null>(null);
  const quote = quoteOfZone(fetchedQuote, zone);
  const auth = useAuthDialog();
  const snackbar = useSnackbar();
  const askToSignIn = useCallback(() => {
    snackbar.show(serverMessages.unauthenticated, { kind: 'warning', durationMs: 2000 });
    auth.open('login');
  }, [snackbar, auth]);
  const value = useMemo<Shopper>(
    () => ({
      user,
      token,
      isFavorite,
      toggleFavorite: toggle,
      unitsInCart: (productId) => unitsInCart(cart?.products ?? [], productId),
      zone,
      quote,
      askToSignIn,
    }),
    [user, token, isFavorite, toggle, cart, zone, quote, askToSignIn],
  );
  return (
    <ShopperContext.Provider value={value}>
      {children}
      {zone && <DeliveryQuoteSource zone={zone} onQuote={setFetchedQuote} />}
    </ShopperContext.Provider>
  );
}

export function useShopper(): Shopper {
  const shopper = useContext(ShopperContext);
  if (!shopper) throw new Error('useShopper needs <ShopperProvider>');
  return shopper;
}
