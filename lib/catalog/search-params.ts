import { ALL_PROVINCES, DEFAULT_PROVINCE } from '../geo/province-names';

/** Category id meaning "all categories" (the synthetic first entry 'Todos'). */
export const ALL_CATEGORIES = '0';

/** The home search as the URL holds it (docs/contract/catalogue.md §2, §3). */
export type HomeSearch = {
  searchPhrase: string;
  minPrice?: number;
  maxPrice?: number;
  minPoints?: number;
  maxPoints?: number;
  fastDelivery: boolean;
  possibleDiscount: boolean;
  /** '0' means all categories. */
  categoryId: string;
  /** 'Todas las Provincias' means all provinces. */
  region: string;
};

type QueryInput = URLSearchParams | Record<string, string | string[] | undefined>;

const NUMERIC_KEYS = ['minPrice', 'maxPrice', 'minPoints', 'maxPoints'] as const;
/**
 * Every query key the home reads. A home URL with none of them is the plain home, served from its
 * cached route (the rewrite in next.config.mjs lists these; lib/http/cache/cached-home.test.ts compares).
 */
export const HOME_QUERY_KEYS = ['searchPhrase', 'fastDelivery', 'possibleDiscount', 'categoryId', 'region', ...NUMERIC_KEYS] as const;

function read(query: QueryInput, key: string): string | undefined {
  if (query instanceof URLSearchParams) return query.get(key) ?? undefined;
  const value = query[key];
  return Array.isArray(value) ? value[0] : value;
}

/** A price or points filter: a whole number other than 0 (e.g. '25'); anything else means no filter. */
export function parseFilterInt(value: string | number | null | undefined): number | undefined {
  const text = value == null ? '' : String(value).trim();
  if (!/^-?\d{1,9}$/.test(text)) return undefined;
  const n = Number(text);
  return n === 0 ? undefined : n;
}

/** Reads the home search from the URL query; a missing region falls back to `defaultRegion` ('La Habana'). */
export function parseHomeSearch(query: QueryInput, defaultRegion: string = DEFAULT_PROVINCE): HomeSearch {
  const search: HomeSearch = {
    searchPhrase: (read(query, 'searchPhrase') ?? '').trim(),
    fastDelivery: read(query, 'fastDelivery') === 'true',
    possibleDiscount: read(query, 'possibleDiscount') === 'true',
    categoryId: read(query, 'categoryId')?.trim() || ALL_CATEGORIES,
    region: read(query, 'region')?.trim() || defaultRegion,
  };
  for (const key of NUMERIC_KEYS) {
    const n = parseFilterInt(read(query, key));
    if (n !== undefined) search[key] = n;
  }
  return search;
}

/** The home URL query for a search (no leading '?'); defaults and zero or non-integer filters are left out. */
export function serializeHomeSearch(search: Partial<HomeSearch>): string {
  const params = new URLSearchParams();
  if (search.searchPhrase?.trim()) params.set('searchPhrase', search.searchPhrase.trim());
  for (const key of NUMERIC_KEYS) {
    const n = parseFilterInt(search[key]);
    if (n !== undefined) params.set(key, String(n));
  }
  if (search.fastDelivery) params.set('fastDelivery', 'true');
  if (search.possibleDiscount) params.set('possibleDiscount', 'true');
  if (search.categoryId && search.categoryId !== ALL_CATEGORIES) params.set('categoryId', search.categoryId);
  if (search.region) params.set('region', search.region);
  return params.toString();
}

/** The category filter for the products query, or undefined for all categories. */
export function categoryFilter(search: Pick<HomeSearch, 'categoryId'>): string | undefined {
  return search.categoryId === ALL_CATEGORIES ? undefined : search.categoryId;
}

/** The region filter for the products query, or undefined for all provinces. */
export function regionFilter(search: Pick<HomeSearch, 'region'>): string | undefined {
  return search.region === ALL_PROVINCES ? undefined : search.region;
}
