import { onGuardedWrite } from '../guarded-write';

/**
 * Short-lived copies of reads every home render repeats and FerretDB can only answer with a table
 * scan: the partner stores read their sellers out of every user (1.4 s at 10,000 users, measured
 * by `npm run bench`), so fifty shoppers at once queued behind fifty scans. A copy lives `ttlMs` at
 * most and is dropped at once when a product, user or category goes through a guarded write.
 */
type Entry = { value: Promise<unknown>; expires: number };

// On globalThis: Next bundles pages apart from the custom server and route handlers.
const slot = globalThis as typeof globalThis & { __importaReadCache?: Map<string, Entry> };
const entries = (slot.__importaReadCache ??= new Map<string, Entry>());
const WATCHED_MODELS = new Set(['Product', 'User', 'Category']);

onGuardedWrite('read-cache', (modelName) => {
  if (WATCHED_MODELS.has(modelName)) entries.clear();
});

/** `load()` once per `ttlMs` for `key`; concurrent callers share one pending read; a failed read is not kept. */
export function cachedRead<T>(key: string, ttlMs: number, load: () => Promise<T>, now: () => number = Date.now): Promise<T> {
  const hit = entries.get(key);
  if (hit && hit.expires > now()) return hit.value as Promise<T>;
  const value = load();
  entries.set(key, { value, expires: now() + ttlMs });
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}

/** Forget every copy (a write the guarded-write listener does not see, tests). */
export function clearCachedReads(): void {
  entries.clear();
}
