import type { UpdateQuery } from 'mongoose';
import { createRequire } from 'node:module';
import { revalidateTag } from 'next/cache';
import { publish } from '../../cluster/bus';
import { forgetKeptAnswers, forgetKeptAnswersOf } from './kept-answers';

/*
 * The home without a search and the product pages are kept whole by Next (on-demand ISR, decision 9)
 * and served to every shopper alike: their per-person parts are client components. Every cached
 * page carries STOREFRONT_TAG through its cached reads (app/_storefront/catalog-data.ts); a write
 * that changes what such a page shows expires the tag, so the next request renders afresh. An
 * order's stock write expires only its products' own pages (storefrontExpiryOf): at a few orders a
 * second, emptying every page on each one left the cache nothing to serve.
 */

/** The tag of every cached storefront page. */
export const STOREFRONT_TAG = 'storefront';

/**
 * The longest a cached storefront page is served. The best sellers of the week move with time,
 * and a few writes happen where no request can expire pages (profile edits, which no cached page
 * needs at once; the boot sweep; scripts). The cached routes' `revalidate` says the same number.
 */
export const STOREFRONT_MAX_AGE_SECONDS = 60;

/** What a shopper sees of a user on those pages: a seller's name, picture and delivery provinces. */
const SHOWN_USER_FIELDS = new Set(['name', 'lastName', 'importCompanyName', 'profilePictureUrl', 'deliveryCosts', 'isImportCompany']);
/** Product fields no page shows: a first view of a product or an order's hold on it must not empty the cache. */
const UNSHOWN_PRODUCT_FIELDS = new Set(['viewsCount', 'orderHolds']);
/**
 * The product fields an order moves. Of them, a list card shows only whether the product is sold out
 * (AGOTADO); the count itself reaches a card's quantity picker, which the server bounds again on
 * every cart change and order. So while the product stays on the same side of sold out, only its
 * own page expires, and lists follow within their max age (a kept search within seconds).
 */
const STOCK_FIELDS = new Set(['availableCount', 'availableCountByTags', 'salesCount']);

/** What a write expires: every cached storefront page, or only the pages of some products. */
export type StorefrontExpiry = 'all' | { products: readonly string[] };

/** The top-level fields an update writes (`$set: { 'a.b': 1 }` writes `a`). */
function writtenFields(update: UpdateQuery<unknown>): string[] {
  return Object.entries(update)
    .flatMap(([key, value]) => (key.startsWith('$') && value && typeof value === 'object' ? Object.keys(value) : [key]))
    .map((path) => path.split('.')[0]);
}

/** Whether a product written by `update`, now holding `availableCount`, was sold out before exactly when it is now. */
function soldOutUnchanged(update: UpdateQuery<unknown>, after: { availableCount?: unknown }): boolean {
  const set = (update.$set ?? {}) as Record<string, unknown>;
  if ('availableCount' in set || 'availableCount' in update) return false;
  const delta = ((update.$inc ?? {}) as Record<string, unknown>).availableCount;
  if (delta === undefined) return true;
  if (typeof delta !== 'number' || typeof after.availableCount !== 'number') return false;
  return after.availableCount - delta <= 0 === after.availableCount <= 0;
}

/**
 * Which cached storefront pages a write of `update` to `doc` (as it is after the write) of
 * `modelName` changes, or null for none.
 */
export function storefrontExpiryOf(modelName: string, update: UpdateQuery<unknown>, doc: unknown): StorefrontExpiry | null {
  const fields = writtenFields(update);
  if (modelName === 'Category') return 'all';
  if (modelName === 'User') return fields.some((field) => SHOWN_USER_FIELDS.has(field)) ? 'all' : null;
  if (modelName !== 'Product') return null;
  const shown = fields.filter((field) => !UNSHOWN_PRODUCT_FIELDS.has(field));
  if (shown.length === 0) return null;
  const product = (doc ?? {}) as { _id?: unknown; availableCount?: unknown };
  if (product._id !== undefined && shown.every((field) => STOCK_FIELDS.has(field)) && soldOutUnchanged(update, product))
    return { products: [String(product._id)] };
  return 'all';
}

/** The path of a product's cached page, which is also its kept answer's key. */
const productPagePath = (id: string) => `/products/detail/${id}`;
/** The tag Next gives a cached page by its path (revalidatePath's tag: next/dist/server/lib/implicit-tags.js). */
const pathTag = (path: string) => `_N_T_${path}`;

/**
 * Expire cached storefront pages now, in this process and (through lib/cluster/bus.ts) in every
 * other one. Every page: Next's own revalidateTag here (outside a Next request, with no cache to
 * tell, the max age applies). Some products' pages: their tags are marked in Next's tags manifest
 * directly, as for a message from another process.
 */
export function expireStorefrontPages(expiry: StorefrontExpiry = 'all'): void {
  if (expiry !== 'all') {
    publish({ storefrontProducts: [...expiry.products] });
    expireStorefrontPagesHere(expiry);
    return;
  }
  // The custom server's copies of Next's answers first, so none is sent after the write (kept-answers.ts).
  forgetKeptAnswers();
  publish({ storefront: true });
  try {
    revalidateTag(STOREFRONT_TAG, { expire: 0 });
  } catch {
    // The custom server's boot sweep, scripts and tests run outside Next: nothing is cached there.
  }
}

type TagsManifest = Map<string, { stale?: number; expired?: number }>;

/**
 * Another process wrote (or this one, for some products' pages): expire the pages this one keeps.
 * The message arrives outside any request, where revalidateTag refuses to run, so the tags are
 * marked in Next's tags manifest directly, as its file-system cache does for
 * `revalidateTag(tag, { expire: 0 })`: that manifest is one module kept external to every bundle,
 * read on each cached page's next request.
 */
export function expireStorefrontPagesHere(expiry: StorefrontExpiry = 'all'): void {
  const paths = expiry === 'all' ? null : expiry.products.map(productPagePath);
  if (paths) forgetKeptAnswersOf('page', paths);
  else forgetKeptAnswers();
  const manifest = nextTagsManifest();
  if (!manifest) return;
  const now = Date.now();
  for (const tag of paths ? paths.map(pathTag) : [STOREFRONT_TAG]) manifest.set(tag, { ...manifest.get(tag), stale: now, expired: now });
}

function nextTagsManifest(): TagsManifest | null {
  try {
    const load = createRequire(`${process.cwd()}/package.json`);
    return (load('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as { tagsManifest: TagsManifest }).tagsManifest;
  } catch (error) {
    console.error('[páginas] no se encontró el manifiesto de etiquetas de Next', error);
    return null;
  }
}
