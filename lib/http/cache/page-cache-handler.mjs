// Next.js loads this file by its path when the server starts (next.config.mjs `cacheHandler`),
// outside the bundles: plain JavaScript, and nothing but Next itself and shared-pages.mjs beside it.
import cluster from 'node:cluster';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import tagsManifest from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { askPrimary, handToPrimary, pageExpired } from './shared-pages.mjs';

const FileSystemCache = fileSystemCache.default;

/**
 * The kinds of entry the workers of a host share through the primary: whole responses, whose
 * expiry travels in their `x-next-cache-tags` header. The data cache's entries (FETCH: the one
 * `unstable_cache` read, the category menu) stay in each worker: there is one a worker, read again
 * in a few milliseconds, and sharing it would add a round trip to the primary to every miss.
 */
const SHARED_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

/**
 * Next's own page and data cache, kept in each process's memory (cacheMaxMemorySize, least
 * recently used first) and never copied to disk. The disk copy cost about a tenth of a product
 * page's first view (7 files, about 300 KB a page: lib/http/cache/README.md), grew without bound
 * with a 100,000-product catalogue, and had to be deleted at every start anyway, since the writes
 * that expire pages are recorded in memory. The image optimiser keeps its own disk cache: it uses
 * this handler only with `images.customCacheHandler`, which the store does not set.
 *
 * In a worker of `npm start`'s cluster the pages are shared with the other workers through the
 * primary (shared-pages.mjs): a page rendered by one is not rendered again by the next. A single
 * process keeps to its own memory.
 */
export default class MemoryPageCache extends FileSystemCache {
  constructor(context) {
    super({ ...context, flushToDisk: false });
  }

  async get(key, context) {
    const kept = await super.get(key, context);
    if (kept || !cluster.isWorker || !SHARED_KINDS.has(context?.kind)) return kept;
    const shared = await askPrimary(key);
    // Checked as FileSystemCache.get checks its own (IncrementalCache checks once more): an expired
    // copy would take a place in this worker's memory only to be rendered over.
    if (!shared?.value || !SHARED_KINDS.has(shared.value.kind) || pageExpired(shared, tagsManifest.areTagsExpired)) return null;
    FileSystemCache.memoryCache?.set(key, shared);
    return shared;
  }

  async set(key, data, context) {
    await super.set(key, data, context);
    if (!cluster.isWorker || (data && !SHARED_KINDS.has(data.kind))) return;
    if (!data) return handToPrimary(key, null);
    // The entry as this worker keeps it: its lastModified is what the tags are checked against.
    const cacheControl = context?.fetchCache ? undefined : context?.cacheControl;
    handToPrimary(key, FileSystemCache.memoryCache?.get(key) ?? { value: data, lastModified: Date.now(), cacheControl });
  }
}
