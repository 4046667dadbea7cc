import type { UpdateQuery } from 'mongoose';
import { createRequire } from 'node:module';
import { revalidateTag } from 'next/cache';
import { publish } from '../../cluster/bus';
import { forgetKeptAnswers } from './kept-answers';

/*
 * The home without a search and the product pages are kept whole by Next (on-demand ISR, decision 9)
 * and served to every shopper alike: their per-person parts are client components. Every cached
 * page carries STOREFRONT_TAG through its cached reads (app/_storefront/catalog-data.ts); a write
 * that changes what such a page shows expires the tag, so the next request renders afresh.
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
/** Product fields no page shows: a first view of a product must not empty the cache. */
const UNSHOWN_PRODUCT_FIELDS = new Set(['viewsCount']);

/** The top-level fields an update writes (`$set: { 'a.b': 1 }` writes `a`). */
function writtenFields(update: UpdateQuery<unknown>): string[] {
  return Object.entries(update)
    .flatMap(([key, value]) => (key.startsWith('$') && value && typeof value === 'object' ? Object.keys(value) : [key]))
    .map((path) => path.split('.')[0]);
}

/** Whether a write of `update` to a document of `modelName` can change a cached storefront page. */
export function changesStorefront(modelName: string, update: UpdateQuery<unknown>): boolean {
  const fields = writtenFields(update);
  if (modelName === 'Category') return true;
  if (modelName === 'Product') return fields.some((field) => !UNSHOWN_PRODUCT_FIELDS.has(field));
  if (modelName === 'User') return fields.some((field) => SHOWN_USER_FIELDS.has(field));
  return false;
}

/**
 * Expire every cached storefront page now, in this process and (through lib/cluster/bus.ts) in
 * every other one; outside a Next request (no cache to tell) the max age applies here.
 */
export function expireStorefrontPages(): void {
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
 * Another process wrote: expire the pages this one keeps. The message arrives outside any request,
 * where revalidateTag refuses to run, so the tag is marked in Next's tags manifest directly, as its
 * file-system cache does for `revalidateTag(tag, { expire: 0 })`: that manifest is one module kept
 * external to every bundle, read on each cached page's next request.
 */
export function expireStorefrontPagesHere(): void {
  forgetKeptAnswers();
  const manifest = nextTagsManifest();
  if (!manifest) return;
  const now = Date.now();
  manifest.set(STOREFRONT_TAG, { ...manifest.get(STOREFRONT_TAG), stale: now, expired: now });
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
