/**
 * The home without a search is the same page for every shopper, so it is kept whole under a route
 * of its own (app/(storefront)/portada/[vista]) that a rewrite in next.config.mjs serves at '/' when the URL has
 * none of the home's query keys (HOME_QUERY_KEYS in search-params.ts). A rewrite of the router, not
 * a proxy.ts: running a proxy for every home request cost 60 % of the cached home's throughput.
 */
export const CACHED_HOME_VARIANT = 'todo';
export const CACHED_HOME_PATH = `/portada/${CACHED_HOME_VARIANT}`;
