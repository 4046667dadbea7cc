import fs from 'node:fs';
import path from 'node:path';
import { distDir } from './paths';

/**
 * The storefront pages and reads an earlier version kept on disk (lib/http/cache/storefront-pages.ts)
 * are dropped before serving: the writes that expired them were recorded in that run's memory only,
 * so after a restart Next would serve them as fresh. The store now keeps them in memory only
 * (lib/http/cache/page-cache-handler.mjs); only what Next wrote while serving is removed, never the build.
 */
export function forgetKeptPages(): void {
  for (const folder of [path.join('server', 'route-cache'), path.join('cache', 'fetch-cache')]) {
    fs.rmSync(path.join(distDir(), folder), { recursive: true, force: true });
  }
}
