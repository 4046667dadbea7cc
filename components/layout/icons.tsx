/**
 * Small inline icons (decorative: the control that holds one carries the accessible name), drawn
 * from an SVG path. The paths here are the storefront's (top bar, tab bar, cards, gallery), in
 * every page's first load; those of inner screens (forms, seller and admin pages) live in
 * `inner-icons.ts`, so a storefront page does not carry them. Turbopack keeps a module's exports
 * whole, so only the module a path is in decides which bundles carry it.
 */

type IconProps = { size?: number; className?: string };

export const searchIcon = 'M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.7 4.7-1.4 1.4-4.7-4.7A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z';
export const heartIcon = 'M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.6 5c2 0 3.6 1.1 4.4 2.6h2C13.8 6.1 15.4 5 17.4 5 21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21Z';
export const homeIcon = 'M12 3 2 11.5h3V21h5.5v-6h3v6H19v-9.5h3L12 3Z';
export const chatIcon = 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm3 6v2h2v-2H7Zm4 0v2h2v-2h-2Zm4 0v2h2v-2h-2Z';
export const cartIcon =
  'M3 3h2.6l2.3 11.2A2 2 0 0 0 9.9 16H18v-2H9.9l-.3-1.5H18.4a1.5 1.5 0 0 0 1.5-1.2L21 6H7l-.6-3H3Zm6 15a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm8 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z';
export const userIcon = 'M12 3a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 11c4.4 0 8 2.2 8 5v2H4v-2c0-2.8 3.6-5 8-5Z';
export const backIcon = 'M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20v-2Z';
export const filterIcon = 'M3 5h18l-7 8.5V20l-4-2v-4.5L3 5Z';
export const infoIcon = 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm-1 8v7h2v-7h-2Zm0-4v2h2V6h-2Z';
export const sellIcon = 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm-1 5v4H7v2h4v4h2v-4h4v-2h-4V7h-2Z';
export const chevronLeftIcon = 'M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12l6.6-6.6Z';
export const chevronRightIcon = 'M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6-6.6-6.6Z';

/** An icon's SVG path: one of the `…Icon` exports above or of `inner-icons.ts`. */
export type IconPath = string;

export function Icon({ path, size = 22, className }: IconProps & { path: IconPath }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      <path d={path} />
    </svg>
  );
}
