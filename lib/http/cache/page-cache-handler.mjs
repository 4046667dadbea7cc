// Next.js loads this file by its path when the server starts (next.config.mjs `cacheHandler`),
// outside the bundles: plain JavaScript, and nothing but Next itself.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

const FileSystemCache = fileSystemCache.default;

/**
 * Next's own page and data cache, kept in each process's memory only (cacheMaxMemorySize, least
 * recently used first) and never copied to disk. The disk copy cost about a tenth of a product
 * page's first view (7 files, about 300 KB a page: lib/http/cache/README.md), grew without bound
 * with a 100,000-product catalogue, and had to be deleted at every start anyway, since the writes
 * that expire pages are recorded in memory. The image optimiser keeps its own disk cache: it uses
 * this handler only with `images.customCacheHandler`, which the store does not set.
 */
export default class MemoryPageCache extends FileSystemCache {
  constructor(context) {
    super({ ...context, flushToDisk: false });
  }
}
