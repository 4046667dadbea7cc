import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import type { ProductDto } from '@/lib/catalog/dto';
import { interleavePromoted, PROMOTED_PAGE_SIZE, REGULAR_PAGE_SIZE } from '@/lib/catalog/interleave';
import type { HomeSearch } from '@/lib/catalog/search-params';
import type { ListQueryParams } from '@/lib/catalog/schemas';
import { getProduct, listCategories, listProducts } from '@/lib/catalog/service';
import { STOREFRONT_MAX_AGE_SECONDS, STOREFRONT_TAG } from '@/lib/http/cache/storefront-pages';
import { homeQuery, hasNextPage } from '@/components/product/feed-source';

/*
 * Server-side reads of the storefront pages, through the catalogue service only. The query of a
 * page is built by the same function the browser uses for the next pages (feed-source.ts), so
 * page 1 from the server and pages 2… from GET /api/productsImport list the same products.
 */

/** One page of the home list as the server renders it. */
export type FeedPage = { items: ProductDto[]; hasMore: boolean };

function listParams(search: HomeSearch, page: number, limit: number, promoted: boolean): ListQueryParams {
  const params: ListQueryParams = { page: String(page), limit: String(limit), promoted: String(promoted) };
  for (const [key, value] of Object.entries(homeQuery(search))) {
    if (value !== undefined && value !== null && value !== '') params[key as keyof ListQueryParams] = String(value);
  }
  return params;
}

/** Page `page` of a home search: 10 regular and 5 promoted, interleaved (docs/contract/catalogue.md §4). */
export async function loadHomePage(search: HomeSearch, page = 1): Promise<FeedPage> {
  const [regular, promoted] = await Promise.all([
    listProducts(listParams(search, page, REGULAR_PAGE_SIZE, false)),
    listProducts(listParams(search, page, PROMOTED_PAGE_SIZE, true)),
  ]);
  return { items: interleavePromoted(regular, promoted, { key: (p) => p._id }), hasMore: hasNextPage(regular.length) };
}

/*
 * Kept across requests and tagged: a page that reads through it is tagged too, which is how the
 * cached storefront pages (the home without a search, product pages) carry STOREFRONT_TAG. Every
 * page reads the categories (the layout's menu), so every cached page is expired by its writes.
 */
const storefrontRead = { tags: [STOREFRONT_TAG], revalidate: STOREFRONT_MAX_AGE_SECONDS };
const readCategories = unstable_cache(async () => (await listCategories()).categories, ['storefront-categories'], storefrontRead);

/**
 * A visible product, read once per request (the page and its metadata share it). Not kept across
 * requests here: its page is kept whole and expired with it, so a copy of the product kept beside
 * the page (a data-cache entry and file per product) was only written, and once stale it let the
 * page's background render show the old product for another minute.
 */
export const loadProduct = cache((id: string): Promise<ProductDto | null> => getProduct(id));

/** The category menu of the top bar. */
export const loadCategories = cache(() => readCategories());

/** Cards never show the description: leave it out of the HTML and the page payload. */
export function withoutDescription(products: readonly ProductDto[]): ProductDto[] {
  return products.map((product) => ({ ...product, description: '' }));
}
