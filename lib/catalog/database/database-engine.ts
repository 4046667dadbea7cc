import type { Types } from 'mongoose';
import { Product } from '@/models/Product';
import type { ProductDto } from '../dto';
import { importRates } from '../engine';
import { NEWEST_FIRST, toMongoFilter, VISIBLE_FILTER, type MongoFilter } from './mongo-filter';
import { toProductBody, withSeller, type LeanProduct } from '../product-dto';
import { skipOf, type CatalogQuery } from '../query';
import type { CatalogReader } from '../reader';
import { loadSellers, sellerOrUnknown, sellersDeliveringTo } from '../sellers';
import { forgiveTerms } from './vocabulary';

/** The database engine: catalogue reads as MongoDB queries served by the Product model's indexes. */

/** DTOs of lean products, their sellers read in one query. */
export async function toProductDtos(docs: readonly LeanProduct[]): Promise<ProductDto[]> {
  const sellers = await loadSellers(docs.map((doc) => String(doc.user)));
  const rates = importRates();
  return docs.map((doc) => withSeller(toProductBody(doc, rates), sellerOrUnknown(sellers, String(doc.user))));
}

async function regionFilter(query: CatalogQuery): Promise<MongoFilter> {
  const forgiven = query.words.length || query.prefix ? await forgiveTerms(query) : undefined;
  return toMongoFilter(query, query.region ? await sellersDeliveringTo(query.region) : [], forgiven);
}

/** One page of the catalogue query, newest first. */
export async function databasePage(query: CatalogQuery): Promise<ProductDto[]> {
  const filter = await regionFilter(query);
  const docs = await Product.find(filter).sort(NEWEST_FIRST).skip(skipOf(query)).limit(query.limit).lean();
  return toProductDtos(docs as LeanProduct[]);
}

/** The `limit` visible products offered in `region` with the most sales. */
export async function databaseTopSellers(region: string | undefined, limit: number): Promise<ProductDto[]> {
  const filter = await regionFilter({ page: 1, limit, promotedOnly: false, words: [], fastDelivery: false, possibleDiscount: false, region });
  const docs = await Product.find(filter).sort({ salesCount: -1, createdAt: -1, _id: -1 }).limit(limit).lean();
  return toProductDtos(docs as LeanProduct[]);
}

/** A visible product by id, or null (missing, deleted or hidden). */
export async function databaseProduct(id: string): Promise<ProductDto | null> {
  const doc = (await Product.findById(id).lean()) as LeanProduct | null;
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
