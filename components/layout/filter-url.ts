/** Home URLs built from the current query by the filter menu (pure; keys as lib/catalog/search-params.ts reads them). */

/** Filters a category choice clears (docs/contract/catalogue.md §4: choosing a category clears price and search text). */
const CLEARED_BY_CATEGORY = ['searchPhrase', 'minPrice', 'maxPrice', 'minPoints', 'maxPoints', 'page'];
/** Filters the filter form writes. */
export const FORM_KEYS = ['minPrice', 'maxPrice', 'minPoints', 'maxPoints', 'fastDelivery', 'possibleDiscount'] as const;

function toUrl(params: URLSearchParams): string {
  const query = params.toString();
  return query ? `/?${query}` : '/';
}

/** The home URL for category `categoryId` ('0' = all), keeping region and flags, clearing price and text. */
export function categoryUrl(current: URLSearchParams, categoryId: string): string {
  const next = new URLSearchParams(current);
  for (const key of CLEARED_BY_CATEGORY) next.delete(key);
  if (categoryId === '0') next.delete('categoryId');
  else next.set('categoryId', categoryId);
  return toUrl(next);
}

/** The home URL for the filter form's values: empty, zero and unchecked fields are left out. */
export function filterFormUrl(current: URLSearchParams, form: FormData): string {
  const next = new URLSearchParams(current);
  next.delete('page');
  for (const key of FORM_KEYS) {
    const value = String(form.get(key) ?? '').trim();
    if (value && value !== '0') next.set(key, value);
    else next.delete(key);
  }
  return toUrl(next);
}

/** The home URL without price, points and flag filters (text, category and region kept). */
export function clearedFiltersUrl(current: URLSearchParams): string {
  const next = new URLSearchParams(current);
  for (const key of [...FORM_KEYS, 'page']) next.delete(key);
  return toUrl(next);
}
