import '#server-only';
import type { Types } from 'mongoose';
import { connectDb } from '../db';
import { AppError } from '../errors';
import { NEWEST_FIRST, skipOf } from '../paging';
import { updateProduct } from '../catalog/product-writes';
import { accentInsensitivePrefix } from '../account/search-pattern';
import { leadingToken } from '../catalog/search-text';
import { Product, type LeanProduct } from '@/models/Product';
import { peopleById, personOrNobody, textFilter } from './people';
import { searchCandidates, type SearchCandidate } from './product-search';
import type { AdminProductInput, AdminProductsQuery } from './schemas';
import type { AdminProductDto } from './dto';

const FIELDS = '_id name price totalPrice mainImageUrl category user promoted available availableCount hidden createdAt';

/** GET /api/admin/products (super admins): every listing not deleted, newest first, by name, promoted or hidden by an admin; { count, products }. */
export async function listAllProducts(query: AdminProductsQuery, signal?: AbortSignal): Promise<{ count: number; products: AdminProductDto[] }> {
  await connectDb();
  const flags: Flags = { deleted: false };
  if (query.filter === 'promoted') flags.promoted = true;
  if (query.filter === 'hidden') flags.hidden = true;
  const token = leadingToken(query.search);
  const { count, docs } = token
    ? await searchedPage(flags, query.search, token, query)
    : await plainPage({ ...flags, ...textFilter(query.search, ['name']) }, query);
  signal?.throwIfAborted();
  const sellers = await peopleById(docs.map((d) => d.user));
  const products = docs.map((p) => {
    const seller = personOrNobody(sellers, p.user);
    return {
      _id: String(p._id),
      name: p.name,
      price: p.price,
      totalPrice: p.totalPrice ?? p.price,
      mainImageUrl: p.mainImageUrl ?? '',
      category: p.category?.name ?? '',
      seller: { _id: seller._id, name: seller.name },
      promoted: Boolean(p.promoted),
      available: p.available !== false,
      availableCount: p.availableCount ?? 0,
      hidden: Boolean(p.hidden),
      createdAt: new Date(p.createdAt).toISOString(),
    };
  });
  return { count, products };
}

type ProductsPage = { count: number; docs: Awaited<ReturnType<typeof pagedFind>> };

function pagedFind(filter: Record<string, unknown>, skip: number, limit: number) {
  return Product.find(filter, FIELDS).sort(NEWEST_FIRST).skip(skip).limit(limit).lean();
}

/** A filter the database answers from its indexes: the count and the page, side by side. */
async function plainPage(filter: Record<string, unknown>, query: AdminProductsQuery): Promise<ProductsPage> {
  const [count, docs] = await Promise.all([Product.countDocuments(filter), pagedFind(filter, skipOf(query), query.limit)]);
  return { count, docs };
}

/**
 * A name search: the name's expression reads every listing, so the word index narrows it first to
 * the listings with a word starting with the search's first word (lib/admin/product-search.ts,
 * kept per process and brought up to date from the listings written since), and the name, the
 * flags (deleted, promoted, hidden) and newest first are checked here on those few thousand, as the
 * query would: `accentInsensitivePrefix` at a word's start of the name, ignoring case. Then the
 * page's listings are read by id.
 */
async function searchedPage(flags: Flags, search: string, token: string, query: AdminProductsQuery): Promise<ProductsPage> {
  const name = new RegExp(accentInsensitivePrefix(search), 'i');
  const wanted = (d: SearchCandidate) => (Object.keys(flags) as (keyof Flags)[]).every((flag) => d[flag] === flags[flag]) && name.test(d.name);
  const matching = (await searchCandidates(token)).filter(wanted).sort(newestFirst);
  const ids = matching.slice(skipOf(query), skipOf(query) + query.limit).map((d) => d._id);
  const docs = ids.length ? await pagedFind({ _id: { $in: ids } }, 0, query.limit) : [];
  return { count: matching.length, docs };
}

/** NEWEST_FIRST's order (createdAt, then _id, both descending) on documents already read. */
function newestFirst(a: { _id: Types.ObjectId; createdAt?: Date }, b: { _id: Types.ObjectId; createdAt?: Date }): number {
  return (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0) || String(b._id).localeCompare(String(a._id));
}

/** The listing flags the admin's list filters on, with the value each must have. */
type Flags = Partial<Record<'deleted' | 'promoted' | 'hidden', boolean>>;

async function writeProduct(id: string, set: Record<string, boolean>): Promise<LeanProduct> {
  await connectDb();
  const doc = await updateProduct(id, { $set: set }, { deleted: false });
  if (!doc) throw new AppError('notFound');
  return doc;
}

/** PATCH /api/admin/products/{id} (super admins): promote or not. */
export async function updateProductFlags(id: string, input: AdminProductInput): Promise<{ _id: string; promoted: boolean; hidden: boolean }> {
  const doc = await writeProduct(id, { promoted: input.promoted });
  return { _id: id, promoted: Boolean(doc.promoted), hidden: Boolean(doc.hidden) };
}

/**
 * PUT /api/admin/products/{id}/hidden (super admins): hide a listing from every shopper list, page
 * and the sitemap, or show it again. Its owner keeps seeing it, marked, on /myproducts.
 */
export async function setProductHidden(id: string, hidden: boolean): Promise<{ _id: string; hidden: boolean }> {
  const doc = await writeProduct(id, { hidden });
  return { _id: id, hidden: Boolean(doc.hidden) };
}

/** DELETE /api/admin/products/{id} (super admins): soft delete; the listing leaves every list. */
export async function deleteProduct(id: string): Promise<{ ok: true }> {
  await writeProduct(id, { deleted: true });
  return { ok: true };
}
