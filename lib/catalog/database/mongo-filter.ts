import type { CatalogQuery } from '../query';
import type { ForgivenTerms } from './vocabulary';

/** A MongoDB filter document (plain data; mongoose casts the id strings). */
export type MongoFilter = Record<string, unknown>;

/** Products a shopper may see: not deleted and not hidden by a super admin ($ne: documents older than the flag lack it). */
export const VISIBLE_FILTER = (): MongoFilter => ({ deleted: false, hidden: { $ne: true } });

/** Escape every regular-expression metacharacter of `text`. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/**
 * Strings starting with `prefix`, as an anchored literal expression: a bounded range on an index in
 * MongoDB and in the embedded FerretDB (whose patch reads it as one), on a plain or an array field.
 */
export function startingWith(prefix: string): MongoFilter {
  return { $regex: `^${escapeRegex(prefix)}` };
}

function range(min: number | undefined, max: number | undefined): Record<string, number> | undefined {
  if (min === undefined && max === undefined) return undefined;
  return { ...(min === undefined ? {} : { $gte: min }), ...(max === undefined ? {} : { $lte: max }) };
}

function searchClauses(query: CatalogQuery, forgiven?: ForgivenTerms): MongoFilter[] {
  const clauses: MongoFilter[] = [];
  const groups = forgiven?.words ?? query.words.map((word) => [word]);
  const exact = groups.filter((group) => group.length === 1).map(([word]) => word);
  if (exact.length) clauses.push({ searchTokens: { $all: exact } });
  // A mistyped word matches any of the known words one edit away ($in: [] matches nothing).
  for (const group of groups) if (group.length !== 1) clauses.push({ searchTokens: { $in: group } });
  if (forgiven?.prefixWords) clauses.push({ searchTokens: { $in: forgiven.prefixWords } });
  // An anchored prefix on the multikey { searchTokens, createdAt } index is a bounded range scan on MongoDB.
  else if (query.prefix) clauses.push({ searchTokens: startingWith(query.prefix) });
  return clauses;
}

/**
 * The MongoDB filter of a catalogue query (pure). `regionSellerIds` are the sellers whose
 * deliveryCosts offer the query's province: a product is offered there when its own regions list
 * the province, or when it lists none and its seller delivers there. `forgiven` carries the
 * query's words expanded for typos (lib/catalog/database/vocabulary.ts); without it words match exactly.
 */
export function toMongoFilter(query: CatalogQuery, regionSellerIds: readonly string[] = [], forgiven?: ForgivenTerms): MongoFilter {
  const filter: MongoFilter = VISIBLE_FILTER();
  const and: MongoFilter[] = searchClauses(query, forgiven);
  if (query.promotedOnly) filter.promoted = true;
  if (query.categoryId) filter['category._id'] = query.categoryId;
  if (query.sellerId) filter.user = query.sellerId;
  if (query.excludeId) filter._id = { $ne: query.excludeId };
  if (query.fastDelivery) filter.fastDelivery = true;
  if (query.possibleDiscount) filter.possibleDiscount = true;
  if (query.currency) filter.currency = query.currency;
  const price = range(query.minPrice, query.maxPrice);
  if (price) filter.totalPrice = price;
  const points = range(query.minPoints, query.maxPoints);
  if (points) filter.points = points;
  if (query.region) and.push({ $or: [{ regions: query.region }, { regions: { $size: 0 }, user: { $in: [...regionSellerIds] } }] });
  if (and.length) filter.$and = and;
  return filter;
}

/** Newest first; _id breaks ties so pages never overlap. */
export const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;
