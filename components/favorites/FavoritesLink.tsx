'use client';

import { screensMessages } from '@/lib/messages/screens';
import { Icon, heartIcon } from '@/components/layout/icons';
import { useShopper } from '@/components/product/shopper-context';
import { PlainLink } from '@/components/ui/PlainLink';

/**
 * The top bar's heart: a link to /favorites. Favourites belong to an account, so a visitor gets the
 * login prompt, as from the cart badge, instead of a page that only says to sign in.
 */
export function FavoritesLink({ className }: { className?: string }) {
  const { user, askToSignIn } = useShopper();
  return (
    <PlainLink
      href="/favorites"
      className={className}
      aria-label={screensMessages.favoritesTitle}
      onClick={(event) => {
        if (user) return;
        event.preventDefault();
        askToSignIn();
      }}
    >
      <Icon path={heartIcon} />
    </PlainLink>
  );
}
