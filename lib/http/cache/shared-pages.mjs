// Plain JavaScript beside page-cache-handler.mjs, which Next loads by path outside the bundles; the
// cluster's primary (scripts/server/cluster-primary.ts) imports it too. Types: shared-pages.d.mts.

import { ByteBoundedLru } from './byte-bounded-lru.mjs';

/*
 * Next's rendered pages, shared by the workers of one host (lib/http/cache/README.md, "Several
 * processes"). Each worker keeps its pages in its own memory (page-cache-handler.mjs); what one
 * renders it also hands to the cluster's primary, and a page a worker does not hold it asks the
 * primary for before rendering it. The primary only stores and answers: whether a page is still
 * valid is decided by the worker that asks, against its own tags manifest, exactly as for a page of
 * its own memory, so the writes that expire pages keep reaching the workers through the bus alone.
 */

/** The IPC messages: a worker hands a page (`set`), asks for one (`get`), the primary answers (`got`). */
export const PAGE_MESSAGES = Object.freeze({ set: 'importa:page-set', get: 'importa:page-get', got: 'importa:page-got' });

/**
 * What the primary keeps at most, counted by entryBytes: about 150 of the bench catalogue's product
 * pages (140 KB of HTML counted twice, the 75 KB payload and again as its `/_full` segment: 0.43 MB
 * each), the most recently handed over or asked for. What it costs, measured by filling it with 2,000
 * such pages (27 Nov 2026): 47–68 MB live (V8 keeps mostly-Latin-1 HTML at one byte a character,
 * two when one character is not), and the primary's resident memory went from 43 MB to 175–201 MB,
 * the rest being what glibc keeps of the messages it received. The store's budget is each worker
 * under 400 MB and all processes with the database under 1.2 GB at 100,000 products with two workers
 * (903 MB before this store: docs/PERFORMANCE.md).
 */
export const SHARED_PAGES_BUDGET_BYTES = 64 * 1024 * 1024;

/** How long a worker waits for the primary's answer before rendering the page itself. */
export const ASK_TIMEOUT_MS = 250;

/**
 * The bytes a cache entry holds, roughly: strings at two bytes a character (the most V8 uses),
 * Buffers and typed arrays at their length, Maps, arrays and objects by what they hold.
 */
export function entryBytes(value) {
  if (typeof value === 'string') return 2 * value.length;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (value instanceof ArrayBuffer) return value.byteLength;
  if (value instanceof Map) {
    let bytes = 0;
    for (const [key, item] of value) bytes += entryBytes(key) + entryBytes(item);
    return bytes;
  }
  if (Array.isArray(value)) return value.reduce((bytes, item) => bytes + entryBytes(item), 0);
  if (value && typeof value === 'object') {
    let bytes = 0;
    for (const [key, item] of Object.entries(value)) bytes += entryBytes(key) + entryBytes(item);
    return bytes;
  }
  return 8;
}

/**
 * `value` with its Buffers copied out of the IPC message they arrived in. Node's structured clone
 * hands back Buffers that are views into the whole received message, so a kept page would also
 * hold its HTML a second time, inside that message: the primary full of product pages held 48–68 MB
 * of buffers instead of 23 MB, and 181–229 MB resident instead of 175–201 MB.
 */
export function detached(value) {
  if (ArrayBuffer.isView(value))
    return value.byteLength === value.buffer.byteLength ? value : Buffer.from(value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength));
  if (value instanceof Map) return new Map([...value].map(([key, item]) => [key, detached(item)]));
  if (Array.isArray(value)) return value.map(detached);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, detached(item)]));
  return value;
}

/**
 * Whether a write this worker was told of expired `entry`, as FileSystemCache.get decides for a page
 * of its own memory: a tag of its `x-next-cache-tags` header expired after it was rendered.
 * `areTagsExpired` is Next's, over this worker's tags manifest.
 */
export function pageExpired(entry, areTagsExpired) {
  const tags = entry.value?.headers?.['x-next-cache-tags'];
  return typeof tags === 'string' && areTagsExpired(tags.split(','), entry.lastModified);
}

/**
 * In the cluster's primary: keep the pages the workers hand over and answer their requests. Needs
 * `serialization: 'advanced'` (cluster.setupPrimary): JSON would turn every Buffer of a page into
 * an array of numbers and its segments' Map into an empty object.
 */
export function keepPagesForWorkers(cluster, budgetBytes = SHARED_PAGES_BUDGET_BYTES) {
  const pages = new ByteBoundedLru(budgetBytes, entryBytes);
  cluster.on('message', (worker, message) => {
    if (message?.type === PAGE_MESSAGES.set) {
      if (message.entry) pages.set(message.key, detached(message.entry));
      else pages.delete(message.key);
    } else if (message?.type === PAGE_MESSAGES.get && worker.isConnected()) {
      // A worker that went away meanwhile misses nothing: the callback takes the error.
      worker.send({ type: PAGE_MESSAGES.got, id: message.id, entry: pages.get(message.key) ?? null }, undefined, {}, () => undefined);
    }
  });
  return pages;
}

// One per channel (the worker's `process`): its answers are matched to the questions by id.
const askers = new WeakMap();

function askerOf(channel) {
  let asker = askers.get(channel);
  if (!asker) {
    asker = { nextId: 0, waiting: new Map() };
    askers.set(channel, asker);
    channel.on('message', (message) => {
      if (message?.type !== PAGE_MESSAGES.got) return;
      asker.waiting.get(message.id)?.(message.entry ? detached(message.entry) : null);
    });
  }
  return asker;
}

/**
 * In a worker: the primary's copy of the page under `key`, or null when it has none, does not
 * answer within `timeoutMs` or cannot be reached: a slow or restarting primary makes a miss (the
 * page is rendered here), never a wait.
 */
export function askPrimary(key, { channel = process, timeoutMs = ASK_TIMEOUT_MS } = {}) {
  if (!channel.connected || typeof channel.send !== 'function') return Promise.resolve(null);
  const asker = askerOf(channel);
  const id = ++asker.nextId;
  return new Promise((resolve) => {
    const finish = (entry) => {
      clearTimeout(timer);
      asker.waiting.delete(id);
      resolve(entry);
    };
    // The miss waits one more turn of the event loop: a worker too busy to read its messages for
    // `timeoutMs` would otherwise render a page whose answer already sits in its pipe.
    const timer = setTimeout(() => setImmediate(() => finish(null)), timeoutMs);
    timer.unref?.();
    asker.waiting.set(id, finish);
    try {
      channel.send({ type: PAGE_MESSAGES.get, id, key }, undefined, {}, (error) => error && finish(null));
    } catch {
      finish(null);
    }
  });
}

/** In a worker: hand the page under `key` to the primary (null: forget it). Nothing waits for it. */
export function handToPrimary(key, entry, channel = process) {
  if (!channel.connected || typeof channel.send !== 'function') return;
  try {
    channel.send({ type: PAGE_MESSAGES.set, key, entry }, undefined, {}, () => undefined);
  } catch {
    // The primary is gone: the page stays in this worker's memory.
  }
}
