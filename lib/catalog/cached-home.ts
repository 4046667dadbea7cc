/**
 * The home without a search is the same page for every shopper, so it is kept whole under a route
 * of its own (app/portada/[vista]) that proxy.ts serves at '/'. With any query the home is rendered
 * for that query (app/page.tsx).
 */
export const CACHED_HOME_VARIANT = 'todo';
export const CACHED_HOME_PATH = `/portada/${CACHED_HOME_VARIANT}`;

/** The cached home's route for a request, or null when the page must be rendered for its URL. */
export function cachedHomePath(pathname: string, search: string): string | null {
  return pathname === '/' && (search === '' || search === '?') ? CACHED_HOME_PATH : null;
}
