import { DEFAULT_PROVINCE } from '@/lib/geo/provinces';
import type { HomeSearch } from '@/lib/catalog/search-params';

type Query = Record<string, string | string[] | undefined>;

/**
 * True when a search text, a price or points filter, or a province other than the default is in
 * the URL: the home then shows results only, without COLABORACIONES, the regional section and
 * 'TODOS LOS PRODUCTOS' (catalogue.md §2).
 */
export function isFilteredHome(search: HomeSearch, query: Query): boolean {
  const priced = [search.minPrice, search.maxPrice, search.minPoints, search.maxPoints].some((n) => n !== undefined);
  const regionParam = query.region !== undefined && search.region !== DEFAULT_PROVINCE;
  return Boolean(search.searchPhrase) || priced || regionParam;
}
