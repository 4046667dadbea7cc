/*
 * Paging shared by every list: one formula for the rows a page skips, one newest-first order.
 * (lib/catalog/query.ts skipOf and lib/catalog/mongo-filter.ts NEWEST_FIRST are the catalogue's
 * copies, to become re-exports of these.)
 */

/** Number of rows to skip for a 1-based `page` of `limit` rows. */
export function skipOf(query: { page: number; limit: number }): number {
  return (query.page - 1) * query.limit;
}

/** Newest first; _id breaks ties so pages never overlap. */
export const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;
