import type { Types } from 'mongoose';
import { Product, type LeanProduct } from '@/models/Product';
import type { ProductDto } from '../dto';
import { NEWEST_FIRST, toMongoFilter, VISIBLE_FILTER, type MongoFilter } from './mongo-filter';
import { hasSeveralTerms, skipOf, type CatalogQuery } from '../query';
import type { CatalogReader } from '../reader';
import { sellersDeliveringTo, toProductDtos } from '../sellers';
import { forgiveTerms, termWords, type ForgivenTerms } from './vocabulary';

/** The database engine: catalogue reads as MongoDB queries served by the Product model's indexes. */

async function regionFilter(query: CatalogQuery, text?: ForgivenTerms): Promise<MongoFilter> {
  const forgiven = text ?? (query.words.length || query.prefix ? await forgiveTerms(query) : undefined);
  return toMongoFilter(query, query.region ? await sellersDeliveringTo(query.region) : [], forgiven);
}

/** Newest products holding some word of a search whose words no product holds together, ranked by how many they hold. */
const PARTIAL_WINDOW = 300;

/**
 * One page of the catalogue query, newest first. When no product holds every word of a search of
 * several, those holding the most of them (among the newest PARTIAL_WINDOW holding any), rather
 * than nothing.
 */
export async function databasePage(query: CatalogQuery): Promise<ProductDto[]> {
  const filter = await regionFilter(query);
  const docs = await Product.find(filter).sort(NEWEST_FIRST).skip(skipOf(query)).limit(query.limit).lean<LeanProduct[]>();
  if (docs.length || !hasSeveralTerms(query)) return toProductDtos(docs);
  if (query.page > 1 && (await Product.find(filter).sort(NEWEST_FIRST).limit(1).lean()).length) return [];
  return toProductDtos(await partialPage(query));
}

async function partialPage(query: CatalogQuery): Promise<LeanProduct[]> {
  const groups = await termWords(query);
  const any = [...new Set(groups.flat())];
  if (!any.length) return [];
  const filter = await regionFilter({ ...query, words: [], prefix: undefined }, { words: [any] });
  const window = await Product.find(filter).sort(NEWEST_FIRST).limit(PARTIAL_WINDOW).lean<LeanProduct[]>();
  const held = (doc: LeanProduct) => {
    const tokens = new Set(doc.searchTokens ?? []);
    return groups.filter((group) => group.some((token) => tokens.has(token))).length;
  };
  // The window is newest first and the sort is stable: newest first among equals.
  const ranked = window
    .map((doc) => ({ doc, held: held(doc) }))
    .sort((a, b) => b.held - a.held)
    .map(({ doc }) => doc);
  return ranked.slice(skipOf(query), skipOf(query) + query.limit);
}

/** The `limit` visible products offered in `region` with the most sales. */
export async function databaseTopSellers(region: string | undefined, limit: number): Promise<ProductDto[]> {
  const filter = await regionFilter({ page: 1, limit, promotedOnly: false, words: [], fastDelivery: false, possibleDiscount: false, region });
  const docs = await Product.find(filter).sort({ salesCount: -1, createdAt: -1, _id: -1 }).limit(limit).lean<LeanProduct[]>();
  return toProductDtos(docs);
}

/** A visible product by id, or null (missing, deleted or hidden). */
export async function databaseProduct(id: string): Promise<ProductDto | null> {
  const doc = await Product.findById(id).lean<LeanProduct>();
  if (!doc || doc.deleted || doc.hidden) return null;
  return (await toProductDtos([doc]))[0];
}

/** Visible listings per seller id (one $group). */
export async function databaseListingCounts(): Promise<ReadonlyMap<string, number>> {
  // One accumulator only: FerretDB v1 computes the first one of a $group.
  const rows = await Product.aggregate<{ _id: Types.ObjectId; listings: number }>([
    { $match: VISIBLE_FILTER() },
    { $group: { _id: '$user', listings: { $sum: 1 } } },
  ]);
  return new Map(rows.map((row) => [String(row._id), row.listings]));
}

/** Catalogue reads answered by the database. */
export const databaseReader: CatalogReader = {
  page: databasePage,
  topSellers: databaseTopSellers,
  product: databaseProduct,
  listingCounts: databaseListingCounts,
};
