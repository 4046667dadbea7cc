import { categoryFilter, regionFilter, type HomeSearch } from '@/lib/catalog/search-params';
import { PROMOTED_PAGE_SIZE, REGULAR_PAGE_SIZE } from '@/lib/catalog/interleave';
import { paths, type Query } from '@/lib/http/paths';

/** What an infinite list shows: the home search (regular + promoted pages) or one distributor's products. */
export type FeedSource = { kind: 'home'; search: HomeSearch } | { kind: 'distributor'; userId: string };

/** The calls of one page. Home: regular (10) and promoted (5), interleaved; distributor: one call of 10. */
export type FeedRequest = { path: string; promoted: boolean };

/** The list query of a home search (docs/contract/catalogue.md §7): only the filters that are set. */
export function homeQuery(search: HomeSearch, userLoggedId?: string | null): Query {
  return {
    userLoggedId,
    categoryId: categoryFilter(search),
    region: regionFilter(search),
    searchPhrase: search.searchPhrase,
    minPrice: search.minPrice,
    maxPrice: search.maxPrice,
    minPoints: search.minPoints,
    maxPoints: search.maxPoints,
    fastDelivery: search.fastDelivery || undefined,
    possibleDiscount: search.possibleDiscount || undefined,
  };
}

/** The API calls for page `page` (1-based) of `source`. */
export function feedRequests(source: FeedSource, page: number, userLoggedId?: string | null): FeedRequest[] {
  if (source.kind === 'distributor') {
    return [{ path: paths.products.ofDistributor(source.userId, page, REGULAR_PAGE_SIZE), promoted: false }];
  }
  const query = homeQuery(source.search, userLoggedId);
  return [
    { path: paths.products.root({ page, limit: REGULAR_PAGE_SIZE, promoted: false, ...query }), promoted: false },
    { path: paths.products.root({ page, limit: PROMOTED_PAGE_SIZE, promoted: true, ...query }), promoted: true },
  ];
}

/** True when a page's regular list was full, so another page may follow (docs/contract/catalogue.md §4). */
export function hasNextPage(regularCount: number): boolean {
  return regularCount >= REGULAR_PAGE_SIZE;
}
