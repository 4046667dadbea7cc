import { ALL_PROVINCES, DEFAULT_PROVINCE } from '@/lib/geo/province-names';
import { ALL_CATEGORIES, type HomeSearch } from '@/lib/catalog/search-params';
import { homeMessages } from '@/lib/messages/home';
import { layoutMessages } from '@/lib/messages/layout';
import { listingFormMessages } from '@/lib/messages/listing-form';
import { navMessages } from '@/lib/messages/nav';

type Query = Record<string, string | string[] | undefined>;

/**
 * True when a search text, a price or points filter, or a province other than the default is in
 * the URL: the home then shows results only, without COLABORACIONES, the regional section and
 * 'TODOS LOS PRODUCTOS' (docs/contract/catalogue.md §2).
 */
export function isFilteredHome(search: HomeSearch, query: Query): boolean {
  const priced = [search.minPrice, search.maxPrice, search.minPoints, search.maxPoints].some((n) => n !== undefined);
  const regionParam = query.region !== undefined && search.region !== DEFAULT_PROVINCE;
  return Boolean(search.searchPhrase) || priced || regionParam;
}

/** One active filter of the home, shown as a chip whose link is the same URL without it. */
export type FilterChip = { key: string; label: string; href: string };

function withoutKey(query: Query, key: string): string {
  const next = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (name === key || name === 'page' || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) next.append(name, one);
  }
  const text = next.toString();
  return text ? `/?${text}` : '/';
}

/**
 * The filters the URL applies, in reading order, each with its label and the URL that drops it
 * (decision 20.3). The default province and 'all provinces' filter nothing and get no chip.
 */
export function filterChips(search: HomeSearch, query: Query, categoryName: string | undefined): FilterChip[] {
  const h = homeMessages;
  const shown: [string, string | false][] = [
    ['searchPhrase', Boolean(search.searchPhrase) && h.chipSearch(search.searchPhrase)],
    ['categoryId', search.categoryId !== ALL_CATEGORIES && (categoryName ?? listingFormMessages.category)],
    ['region', query.region !== undefined && search.region !== DEFAULT_PROVINCE && search.region !== ALL_PROVINCES && navMessages.province(search.region)],
    ['minPrice', search.minPrice !== undefined && h.chipMinPrice(search.minPrice)],
    ['maxPrice', search.maxPrice !== undefined && h.chipMaxPrice(search.maxPrice)],
    ['minPoints', search.minPoints !== undefined && h.chipMinPoints(search.minPoints)],
    ['maxPoints', search.maxPoints !== undefined && h.chipMaxPoints(search.maxPoints)],
    ['fastDelivery', search.fastDelivery && layoutMessages.onlyFast],
    ['possibleDiscount', search.possibleDiscount && layoutMessages.onlyDiscount],
  ];
  return shown.flatMap(([key, label]) => (label ? [{ key, label, href: withoutKey(query, key) }] : []));
}

/** Which home sections show: only those that follow every active filter (the rest would list unrelated products). */
export type HomeSections = { banner: boolean; bestSellers: boolean; partners: boolean; regional: boolean };

/**
 * Sections for the active filters: the banner, COLABORACIONES and the brands ignore every filter;
 * the best sellers follow the province only; the regional strip follows category and flags (its
 * query carries them) and, as docs/contract/catalogue.md §2 says, leaves with a search, price or province filter.
 */
export function homeSections(chips: readonly FilterChip[], filtered: boolean): HomeSections {
  const plain = chips.length === 0 && !filtered;
  return { banner: plain, partners: plain, bestSellers: chips.every((chip) => chip.key === 'region'), regional: !filtered };
}
