import { ALL_PROVINCES } from '../geo/provinces';
import { CURRENCY_FILTER_ALL } from './reference';
import { ALL_CATEGORIES } from './search-params';
import { foldText } from './search-text';

/**
 * The product list query, normalised (pure). One shape serves both engines (lib/catalog/reader.ts):
 * lib/catalog/database/mongo-filter.ts turns it into a MongoDB filter, lib/catalog/memory/catalog-index.ts
 * answers it from memory.
 */
export type CatalogQuery = {
  page: number;
  limit: number;
  /** true: promoted only; false/undefined: every product (the client interleaves, skipping repeats). */
  promotedOnly: boolean;
  categoryId?: string;
  /** A province: products whose regions list it, or with no regions from a seller delivering there. */
  region?: string;
  /** Whole words every product must contain (folded). */
  words: string[];
  /** The last word while being typed: some token must start with it. */
  prefix?: string;
  minPrice?: number;
  maxPrice?: number;
  minPoints?: number;
  maxPoints?: number;
  /** Upper-case currency code. */
  currency?: string;
  fastDelivery: boolean;
  possibleDiscount: boolean;
  sellerId?: string;
  excludeId?: string;
};

/** Largest page size any list call accepts. */
export const MAX_LIMIT = 50;
/** Deepest page served (50 products per page → the first 500,000 results). */
export const MAX_PAGE = 10_000;
/** Most words of a search phrase that are used; the rest are ignored. */
export const MAX_WORDS = 8;
/** Shortest word or prefix that is searched (tokens are stored from 2 characters). */
export const MIN_WORD = 2;

/**
 * A search phrase as the index reads it: folded words of 2+ characters; the last one is a prefix
 * unless the phrase ends in a separator (the user finished the word). Regex characters never
 * survive (only a–z, 0–9 and ñ do), so any input is safe and fast.
 */
export function searchTerms(phrase: string | undefined): { words: string[]; prefix?: string } {
  const raw = foldText((phrase ?? '').slice(0, 200)).split(/[^a-z0-9ñ]+/);
  const last = raw.pop() ?? '';
  const words = [...new Set(raw.filter((word) => word.length >= MIN_WORD))].slice(0, MAX_WORDS);
  if (last.length < MIN_WORD || words.includes(last)) return { words };
  return { words, prefix: last };
}

/** True when a search has two text terms or more: when no product holds them all, those holding the most are ranked first. */
export function hasSeveralTerms(terms: { words: readonly string[]; prefix?: string }): boolean {
  return terms.words.length + (terms.prefix === undefined ? 0 : 1) >= 2;
}

/** A positive number from query text, or undefined ('', 'abc', '-3', 'NaN' and 0 mean no filter). */
export function positiveNumber(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

function clampInt(value: string | undefined, fallback: number, max: number): number {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n >= 1 ? Math.min(n, max) : fallback;
}

/** The raw query string values of GET /api/productsImport (all optional text). */
export type ListQueryInput = Partial<
  Record<
    | 'page'
    | 'limit'
    | 'promoted'
    | 'categoryId'
    | 'region'
    | 'searchPhrase'
    | 'minPrice'
    | 'maxPrice'
    | 'currency'
    | 'minPoints'
    | 'maxPoints'
    | 'fastDelivery'
    | 'possibleDiscount',
    string
  >
>;

/** Normalise the list query: page ≥ 1, 1 ≤ limit ≤ 50 (default 10), 'all' values and non-positive numbers dropped. */
export function toCatalogQuery(input: ListQueryInput, defaultLimit = 10): CatalogQuery {
  const query: CatalogQuery = {
    page: clampInt(input.page, 1, MAX_PAGE),
    limit: clampInt(input.limit, defaultLimit, MAX_LIMIT),
    promotedOnly: input.promoted === 'true',
    fastDelivery: input.fastDelivery === 'true',
    possibleDiscount: input.possibleDiscount === 'true',
    ...searchTerms(input.searchPhrase),
  };
  const category = input.categoryId?.trim();
  if (category && category !== ALL_CATEGORIES) query.categoryId = category;
  const region = input.region?.trim();
  if (region && region !== ALL_PROVINCES) query.region = region;
  const currency = input.currency?.trim().toUpperCase();
  if (currency && currency !== CURRENCY_FILTER_ALL) query.currency = currency;
  for (const key of ['minPrice', 'maxPrice', 'minPoints', 'maxPoints'] as const) {
    const n = positiveNumber(input[key]);
    if (n !== undefined) query[key] = n;
  }
  return query;
}

/** Number of results to skip for the query's page. */
export function skipOf(query: Pick<CatalogQuery, 'page' | 'limit'>): number {
  return (query.page - 1) * query.limit;
}
