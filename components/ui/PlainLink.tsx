import type { AnchorHTMLAttributes } from 'react';
import { PLAIN_LINK_ATTRIBUTE } from './plain-link';

/**
 * A link with nothing to hydrate, for places that repeat it many times (every product card has
 * three). Next's Link costs each one a client component with six hooks; a page of cards spent
 * more of a phone's hydration on links than on anything else. PlainLinkNavigator (one listener
 * for the page) still opens these in the app, without a reload; before the JavaScript arrives
 * they work as ordinary links.
 */
export function PlainLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props} {...{ [PLAIN_LINK_ATTRIBUTE]: '' }} />;
}
