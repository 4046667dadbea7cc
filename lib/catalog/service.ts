import '#server-only';
import { connectDb, isDuplicateKey } from '../db';
import type { Viewer } from '../auth/guard';
import { isAddable } from '../cart/limits';
import { Category } from '@/models/Category';
import { ProductView } from '@/models/ProductView';
import type { ProductDto } from './dto';
import { updateProduct } from './product-writes';
import { catalogReader } from './reader';
import { isObjectIdText } from '../ids';
import { toCatalogQuery, type CatalogQuery } from './query';
import type { ListQueryParams } from './schemas';
import { ANONYMOUS_VIEWS_PER_ADDRESS, viewToCount, type ViewToCount } from './view-rule';

/** Top sellers strip size (docs/contract/catalogue.md §9). */
export const TOP_SELLERS_LIMIT = 15;
/** Page size of a seller's or distributor's products. */
export const SELLER_PAGE_SIZE = 10;

/** One page of a catalogue query through the engine in use (memory on FerretDB, indexes on MongoDB). */
export async function findProducts(query: CatalogQuery): Promise<ProductDto[]> {
  const ids = [query.categoryId, query.sellerId].filter((id) => id !== undefined);
  if (!ids.every(isObjectIdText)) return [];
  return (await catalogReader()).page(query);
}

/** The most best sellers ranked to find `limit` that can be bought (the strip stays short past it). */
const TOP_SELLERS_RANK_MAX = 240;

/**
 * The `limit` best-selling visible products offered in `region` (all provinces when undefined) that
 * a shopper can buy now: a sold-out best seller is left out of the strip rather than shown first.
 * Twice the limit is ranked, then twice as many while sold-out ones leave the strip short.
 */
export async function topSellingProducts(region: string | undefined, limit = TOP_SELLERS_LIMIT): Promise<ProductDto[]> {
  const reader = await catalogReader();
  for (let ranked = limit * 2; ; ranked *= 2) {
    const hits = await reader.topSellers(region, ranked);
    const buyable = hits.filter(isAddable);
    if (buyable.length >= limit || hits.length < ranked || ranked >= TOP_SELLERS_RANK_MAX) return buyable.slice(0, limit);
  }
}

/** GET /api/productsImport: the filtered page (docs/contract/catalogue.md §7), or the top 15 sellers with topSellProducts=true. */
export async function listProducts(params: ListQueryParams): Promise<ProductDto[]> {
  const query = toCatalogQuery(params);
  if (params.topSellProducts === 'true') return topSellingProducts(query.region);
  return findProducts(query);
}

/** A seller's visible products, newest first, without `excludeId` (the product being shown). */
export function listSellerProducts(sellerId: string, params: { page?: string; limit?: string }, excludeId?: string): Promise<ProductDto[]> {
  const query = toCatalogQuery({ page: params.page, limit: params.limit }, SELLER_PAGE_SIZE);
  return findProducts({ ...query, sellerId, ...(isObjectIdText(excludeId) ? { excludeId } : {}) });
}

/** Newest visible products, for the server-rendered home page. */
export function listLatestProducts(limit: number): Promise<ProductDto[]> {
  return findProducts(toCatalogQuery({ limit: String(limit) }, limit));
}

/** A visible product by id, or null when the id is invalid, missing or deleted. */
export async function getProduct(id: string): Promise<ProductDto | null> {
  if (!isObjectIdText(id)) return null;
  return (await catalogReader()).product(id);
}

/** Record `viewer`'s first view of a product (null when it had already seen it). */
async function insertView(productId: string, viewer: string, address: string | null): Promise<{ _id: unknown } | null> {
  try {
    return await ProductView.create({ product: productId, viewer, address });
  } catch (error) {
    if (isDuplicateKey(error)) return null;
    throw error;
  }
}

/**
 * Count one view of a visible product; true when it was counted (added to viewsCount). An anonymous
 * view is counted only while its address has fewer than ANONYMOUS_VIEWS_PER_ADDRESS counted in the
 * window. The view is inserted first and the window counted after, then the view taken back when it
 * is one too many: of views racing through several processes, the last to insert sees all the
 * others, so a burst cannot slip past the cap without any lock.
 */
export async function countView(productId: string, view: ViewToCount, now = new Date()): Promise<boolean> {
  const address = view.address;
  const inserted = await insertView(productId, view.viewer, address);
  if (!inserted) return false;
  if (address !== null) {
    const since = new Date(now.getTime() - ANONYMOUS_VIEWS_PER_ADDRESS.windowMs);
    const counted = await ProductView.countDocuments({ product: productId, address, createdAt: { $gt: since } });
    if (counted > ANONYMOUS_VIEWS_PER_ADDRESS.limit) {
      await ProductView.deleteOne({ _id: inserted._id });
      return false;
    }
  }
  await updateProduct(productId, { $inc: { viewsCount: 1 } });
  return true;
}

/** GET /api/productsImport/{id}: the product (null when not visible), its view counted once per user or session (viewToCount). */
export async function viewProduct(id: string, viewer: Viewer | null, sessionId: string | undefined, address: string): Promise<ProductDto | null> {
  const product = await getProduct(id);
  const view = viewToCount(viewer, sessionId, address);
  if (!product || !view || !(await countView(id, view))) return product;
  return { ...product, viewsCount: product.viewsCount + 1 };
}

/** The category menu: at most `limit` categories by order, then name (the client adds 'Todos'). */
export async function listCategories(limit = 100): Promise<{ categories: { _id: string; name: string; iconUrl: string }[] }> {
  await connectDb();
  const docs = await Category.find({}, '_id name iconUrl order')
    .sort({ order: 1, name: 1 })
    .limit(Math.min(Math.max(1, limit), 100))
    .lean();
  return { categories: docs.map((c) => ({ _id: String(c._id), name: c.name, iconUrl: c.iconUrl ?? '' })) };
}
