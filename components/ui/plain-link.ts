/** The attribute that marks a PlainLink, so the one page-wide click listener can find it. */
export const PLAIN_LINK_ATTRIBUTE = 'data-plain-link';

/** What the listener needs of a click and of the link it landed on (a MouseEvent and an anchor, or test doubles). */
export type LinkClick = {
  button: number;
  defaultPrevented: boolean;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
};
export type ClickedLink = { href: string; target: string; hasAttribute(name: string): boolean };

/**
 * The in-app path a click on a PlainLink should open without reloading the page, or null when
 * the browser must handle it: a modified or middle click (new tab or window), a click a handler
 * already took, a download, another target or another origin.
 */
export function inAppDestination(click: LinkClick, link: ClickedLink, origin: string): string | null {
  if (click.button !== 0 || click.defaultPrevented) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if (!link.hasAttribute(PLAIN_LINK_ATTRIBUTE) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href, origin);
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
