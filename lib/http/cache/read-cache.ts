import { publish } from '../../cluster/bus';
import { globalSlot } from '../../global-slot';

/*
 * Short-lived copies of reads that many requests repeat and FerretDB can only answer with a table
 * scan (the partner stores read their sellers out of every user: 1.4 s at 10,000 users, measured
 * by `npm run bench`, so fifty shoppers at once queued behind fifty scans). A copy lives `ttlMs` at
 * most, and is dropped at once when a document of a model it names in `dropOnWritesTo` goes
 * through a guarded write, or when its owner forgets it.
 */
type Entry = { value: Promise<unknown>; expires: number; dropOn: readonly string[] };

const entries = globalSlot('__importaReadCache', () => new Map<string, Entry>());

/** Drop the copies that name `modelName` in dropOnWritesTo (a guarded write's listener, lib/write-listeners.ts). */
export function dropCachedReadsOf(modelName: string): void {
  publish({ models: [modelName] });
  dropCachedReadsHere(modelName);
}

/** Drop this process's copies that name `modelName` (another process wrote it: lib/cluster/bus.ts). */
export function dropCachedReadsHere(modelName: string): void {
  for (const [key, entry] of entries) if (entry.dropOn.includes(modelName)) entries.delete(key);
}

export type CachedReadOptions = {
  /** Models whose guarded writes make the copy stale. */
  dropOnWritesTo?: readonly string[];
  /** The clock (tests). */
  now?: () => number;
};

/** `load()` once per `ttlMs` for `key`; concurrent callers share one pending read; a failed read is not kept. */
export function cachedRead<T>(key: string, ttlMs: number, load: () => Promise<T>, { dropOnWritesTo = [], now = Date.now }: CachedReadOptions = {}): Promise<T> {
  const hit = entries.get(key);
  if (hit && hit.expires > now()) return hit.value as Promise<T>;
  const value = load();
  entries.set(key, { value, expires: now() + ttlMs, dropOn: dropOnWritesTo });
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}

const pending = globalSlot('__importaPendingReads', () => new Map<string, Promise<unknown>>());

/**
 * `load()` shared by the callers that ask for `key` while it runs, and nothing kept once it settles:
 * reads made at the same moment answer the same, so joining them cannot show anything staler.
 */
export function sharedWhilePending<T>(key: string, load: () => Promise<T>): Promise<T> {
  const running = pending.get(key);
  if (running) return running as Promise<T>;
  const value = load().finally(() => pending.delete(key));
  pending.set(key, value);
  return value;
}

/** Forget the copy of `key` (its owner just changed what it holds). */
export function forgetCachedRead(key: string): void {
  entries.delete(key);
  publish({ reads: [key] });
}

/** Forget this process's copy of `key` (its owner, in another process, forgot it). */
export function forgetCachedReadHere(key: string): void {
  entries.delete(key);
}

/** Forget every copy (a write the guarded-write listener does not see, tests). */
export function clearCachedReads(): void {
  entries.clear();
}
