import '#server-only';
import type { Types } from 'mongoose';
import { connectDb } from '../db';
import { AppError } from '../errors';
import { NEWEST_FIRST, skipOf } from '../paging';
import { updateProduct } from '../catalog/product-writes';
import { startingWith } from '../catalog/database/mongo-filter';
import { leadingToken } from '../catalog/search-text';
import { Product, type LeanProduct } from '@/models/Product';
import { peopleById, personOrNobody, textFilter } from './people';
import type { AdminProductInput, AdminProductsQuery } from './schemas';
import type { AdminProductDto } from './dto';

const FIELDS = '_id name price totalPrice mainImageUrl category user promoted available availableCount hidden createdAt';

/** GET /api/admin/products (super admins): every listing not deleted, newest first, by name, promoted or hidden by an admin; { count, products }. */
export async function listAllProducts(query: AdminProductsQuery, signal?: AbortSignal): Promise<{ count: number; products: AdminProductDto[] }> {
  await connectDb();
  const filter: Record<string, unknown> = { deleted: false, ...textFilter(query.search, ['name']) };
  if (query.filter === 'promoted') filter.promoted = true;
  if (query.filter === 'hidden') filter.hidden = true;
  const token = leadingToken(query.search);
  const { count, docs } = token ? await searchedPage(filter, token, query) : await plainPage(filter, query);
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

/** The flags of `filter` a name search checks on the listings the word index found, rather than in the query. */
const FLAGS = ['deleted', 'promoted', 'hidden'] as const;

/**
 * A name search: the name's expression reads every listing, so the word index narrows it first
 * (an anchored prefix is a range on it, in MongoDB and in the embedded database alike), and the
 * expression decides. The listings it keeps are read once, with their ids and flags only, for both
 * the count and the page (a count beside the page would read them all twice); then the page's
 * listings by id. The flags (deleted, promoted, hidden) are compared here, as the query would:
 * beside them the embedded database's planner walks the flags' index over every listing instead
 * of the word index's few thousand (0.5 s against 17 ms for the bench's "samsung").
 */
/** NEWEST_FIRST's order (createdAt, then _id, both descending) on documents already read. */
function newestFirst(a: { _id: Types.ObjectId; createdAt?: Date }, b: { _id: Types.ObjectId; createdAt?: Date }): number {
  return (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0) || String(b._id).localeCompare(String(a._id));
}

async function searchedPage(filter: Record<string, unknown>, token: string, query: AdminProductsQuery): Promise<ProductsPage> {
  const flags = FLAGS.filter((flag) => flag in filter);
  const narrowed = Object.fromEntries(Object.entries(filter).filter(([key]) => !(flags as readonly string[]).includes(key)));
  // Newest first in code, like the flags: no index serves a range on the words and the date's order
  // together, and these are the few thousand the word index found, ids and dates only.
  const found = await Product.find(
    { ...narrowed, searchTokens: startingWith(token) },
    { _id: 1, createdAt: 1, ...Object.fromEntries(flags.map((flag) => [flag, 1])) },
  ).lean<({ _id: Types.ObjectId; createdAt?: Date } & Partial<Record<(typeof FLAGS)[number], unknown>>)[]>();
  const matching = found.filter((d) => flags.every((flag) => d[flag] === filter[flag])).sort(newestFirst);
  const ids = matching.slice(skipOf(query), skipOf(query) + query.limit).map((d) => d._id);
  const docs = ids.length ? await pagedFind({ _id: { $in: ids } }, 0, query.limit) : [];
  return { count: matching.length, docs };
}

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
