/** Regular items per promoted item in the home list (docs/contract/catalogue.md §4). */
export const PROMOTED_EVERY = 3;
export const REGULAR_PAGE_SIZE = 10;
export const PROMOTED_PAGE_SIZE = 5;

/**
 * One page of the home list: a promoted item after every `every` regular items. When one list runs
 * out the rest of the other follows in order (10 regular + 5 promoted → R R R P R R R P R R R P R P P),
 * so no item of the page is dropped; a promoted item already among the regular ones (same key) is skipped.
 */
export function interleavePromoted<T>(regular: readonly T[], promoted: readonly T[], options: { every?: number; key?: (item: T) => string } = {}): T[] {
  const every = Math.max(1, options.every ?? PROMOTED_EVERY);
  const key = options.key;
  const seen = key ? new Set(regular.map(key)) : null;
  const extra = key && seen ? promoted.filter((item) => !seen.has(key(item))) : [...promoted];
  const page: T[] = [];
  let p = 0;
  regular.forEach((item, i) => {
    page.push(item);
    if ((i + 1) % every === 0 && p < extra.length) page.push(extra[p++]);
  });
  return page.concat(extra.slice(p));
}
