import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { afterEnd, chunkBytes, type WriteArgs } from '../after-end';
import { gunzipSync } from 'node:zlib';
import { ByteBoundedLru } from './byte-bounded-lru.mjs';
import { DATA_SAVER_COOKIE } from '../../datasaver/light-paths';
import { HOME_QUERY_KEYS } from '../../catalog/search-params';
import { listQuerySchema } from '../../catalog/schemas';
import { hasControlCharacters } from '../input';
import { globalSlot } from '../../global-slot';

/*
 * The gzipped answers of the storefront's public reads (decisions 9 and 21), served by the custom
 * server without entering Next. Three kinds, each the same answer for every shopper (their
 * per-person parts are client components; no server code reads a cookie or header):
 * - the pages Next keeps whole (the home without a search, product pages): on every request Next
 *   still runs its router (about 25 % of the process's time in a profile), gzips the 84-144 KB page
 *   again (16 %) and hashes it for the ETag (7 %); only answers Next gave from its cache are kept;
 * - the home with a search or filters, which Next renders per request (React's render and the RSC
 *   payload of the layout and 15 cards: 62 req/s on the benchmark machine);
 * - the product-list API (docs/contract/catalogue.md §7), which reads the catalogue's index per request.
 * Each kind has its own memory, so searches cannot push the product pages out.
 *
 * They are forgotten whenever the storefront pages expire (expireStorefrontPages, on every write a
 * page or list shows; only a product's page for an order's stock), so a write shows on the next
 * request exactly as with Next alone. Past a few
 * seconds an answer is asked of Next again: the first request after that goes to Next while the
 * others still get the kept answer until Next's new one replaces it (stale-while-revalidate, as
 * Next does for its own pages), so what Next's 60-second bound covers (writes from other processes)
 * is late by those seconds and one render at most. The state lives on globalThis: Next's server
 * bundles load their own copy of this module (the one whose writes expire pages), the custom server
 * another.
 */

/** How long a kept answer is sent before Next is asked again. */
export const KEPT_ANSWER_SECONDS = 5;
/** How long past that it may still be sent while Next's new answer is on its way (a render stuck that long is given up on). */
export const KEPT_ANSWER_STALE_SECONDS = 30;
/** A larger answer is not kept. */
export const KEPT_ANSWER_MAX_BYTES = 512 * 1024;
/** A longer URL is neither kept nor served from here: no shopper's search is this long, only a flood of made-up keys. */
export const KEPT_URL_MAX_LENGTH = 512;
/** Marks an answer sent from here, for tests and for whoever reads the headers. */
export const KEPT_ANSWER_HEADER = 'x-importa-cache';

/** What is kept, by kind. */
export type KeptKind = 'page' | 'search' | 'list';

/** The memory each kind may take: about a thousand gzipped pages of 13-18 KB, five hundred searches of ~20 KB, two thousand lists of ~2 KB. */
export const KEPT_ANSWERS_MAX_BYTES: Record<KeptKind, number> = { page: 16 * 1024 * 1024, search: 8 * 1024 * 1024, list: 4 * 1024 * 1024 };

/** The storefront routes Next keeps: the home without a search (rewritten to app/(storefront)/portada) and product pages. */
const KEPT_PATH = /^\/(?:products\/detail\/[A-Za-z0-9_-]+)?$/;
/** The product list of the API (GET; its answer depends on the query string only). */
const PRODUCT_LIST_PATH = '/api/productsImport';
const HOME_KEYS: ReadonlySet<string> = new Set(HOME_QUERY_KEYS);
/** The product list's own query keys; route() drops any other before the list is read. */
const LIST_KEYS: ReadonlySet<string> = new Set(Object.keys(listQuerySchema.shape));
/** Requests of Next's client router (RSC payloads, prefetches, server actions) get other answers. */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url', 'next-action'];
/** Set by Node or per connection, never kept. */
const UNKEPT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
/**
 * What React writes into a streamed page when part of it failed on the server (the boundary is
 * left to the browser, with the error's digest): such a page is sent to its shopper but never sent again.
 */
const STREAMED_ERROR_MARKS = ['data-dgst=', '$RX('];

/**
 * `bytes`: what the answer holds in memory, its key and headers counted with its body. `whole`: no
 * part of it failed on the server; left unknown for a search until it is first to be sent again
 * (wholeAnswer), since most distinct searches never are.
 */
type KeptAnswer = {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag: string | undefined;
  keptAt: number;
  refreshing: boolean;
  bytes: number;
  whole?: boolean;
};
/**
 * `generation` moves when every answer is forgotten; `forgotten` holds when (in `sequence`'s count)
 * each answer forgotten alone was, so an answer captured across its forgetting is not kept either.
 */
type KeptState = { generation: number; kinds: Record<KeptKind, ByteBoundedLru<KeptAnswer>>; sequence: number; forgotten: Map<string, number> };

/** Past this many answers forgotten one by one, all are forgotten at once (the record of them starts again). */
const FORGOTTEN_ONE_BY_ONE_MAX = 10_000;

const keptAnswerBytes = (answer: KeptAnswer) => answer.bytes;
const emptyKinds = (): Record<KeptKind, ByteBoundedLru<KeptAnswer>> => ({
  page: new ByteBoundedLru(KEPT_ANSWERS_MAX_BYTES.page, keptAnswerBytes),
  search: new ByteBoundedLru(KEPT_ANSWERS_MAX_BYTES.search, keptAnswerBytes),
  list: new ByteBoundedLru(KEPT_ANSWERS_MAX_BYTES.list, keptAnswerBytes),
});

function state(): KeptState {
  return globalSlot<KeptState>('__importaKeptAnswers', () => ({ generation: 0, kinds: emptyKinds(), sequence: 0, forgotten: new Map() }));
}

/** Forget every kept answer; an answer being captured now is not kept either (it may predate the write). */
export function forgetKeptAnswers(): void {
  const kept = state();
  kept.generation += 1;
  kept.kinds = emptyKinds();
  kept.forgotten.clear();
}

/** Forget the kept answers of these keys (a product's page) and any being captured for them now. */
export function forgetKeptAnswersOf(kind: KeptKind, keys: readonly string[]): void {
  const kept = state();
  if (kept.forgotten.size + keys.length > FORGOTTEN_ONE_BY_ONE_MAX) {
    forgetKeptAnswers();
    return;
  }
  kept.sequence += 1;
  for (const key of keys) {
    kept.kinds[kind].delete(key);
    kept.forgotten.set(key, kept.sequence);
  }
}

/** Whether the answer to `key` captured since `generation` and `sequence` may still be kept. */
function unforgottenSince(key: string, generation: number, sequence: number): boolean {
  const kept = state();
  return kept.generation === generation && (kept.forgotten.get(key) ?? 0) <= sequence;
}

/** Whether the client takes gzip (a `gzip;q=0` refuses it). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((coding) => {
    const [name, ...params] = coding.trim().toLowerCase().split(';');
    if (name.trim() !== 'gzip' && name.trim() !== '*') return false;
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/** Which kind of kept answer a URL names, or null. */
export function keptKindOf(url: string): KeptKind | null {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return KEPT_PATH.test(url) ? 'page' : null;
  const path = url.slice(0, queryAt);
  if (path === PRODUCT_LIST_PATH) return 'list';
  if (path !== '/') return null;
  // Only the home's own keys: anything else (a campaign's utm_source) is the plain home, kept bare.
  const keys = [...new URLSearchParams(url.slice(queryAt + 1)).keys()];
  return keys.length > 0 && keys.every((key) => HOME_KEYS.has(key)) ? 'search' : null;
}

type KeptRequest = { method?: string; url?: string; headers: IncomingHttpHeaders };

/**
 * One key per answer, whatever the spelling of its URL: query keys in order, a list's foreign keys
 * dropped (its route never reads them) and the last of a repeated key kept, as route() reads them;
 * a search's repeated key is not kept at all (the page may read it as a list). Null for a query
 * with a control character, which its route refuses rather than answers.
 */
function canonicalKey(kind: KeptKind, url: string): string | null {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  const values = Object.fromEntries(params);
  if (hasControlCharacters(values)) return null;
  if (kind === 'search' && Object.keys(values).length !== [...params.keys()].length) return null;
  const kept = Object.keys(values)
    .filter((name) => kind !== 'list' || LIST_KEYS.has(name))
    .sort();
  const query = new URLSearchParams(kept.map((name) => [name, values[name]])).toString();
  return query ? `${url.slice(0, queryAt)}?${query}` : url.slice(0, queryAt);
}

/** The key and kind of a request whose answer can be kept or served from here, or null. */
function keptTarget(request: KeptRequest): { key: string; kind: KeptKind } | null {
  const { method, url, headers } = request;
  if (method !== 'GET' || !url || url.length > KEPT_URL_MAX_LENGTH) return null;
  const kind = keptKindOf(url);
  if (kind === null) return null;
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null;
  // The data-saver cookie sends these URLs to the light pages (next.config.mjs): with it present in any
  // spelling or value, the answer may be one of those, so it is neither served from here nor kept.
  if (headers.cookie?.includes(DATA_SAVER_COOKIE)) return null;
  if (!acceptsGzip(headers['accept-encoding'])) return null;
  const key = canonicalKey(kind, url);
  return key === null ? null : { key, kind };
}

/** The key of a request whose answer can be kept or served from here, or null. */
export function keptAnswerKey(request: KeptRequest): string | null {
  return keptTarget(request)?.key ?? null;
}

/**
 * What answers made per request carry by default: Next's marking of a dynamic render (a search) and
 * route()'s (the product list). They say nothing about the answer (every such answer gets one), so a
 * search or list answer is kept only with one of these exactly; any other value was chosen by
 * whatever answered (the light pages say 'private, no-cache' and vary on Cookie) and is obeyed.
 * A page from Next's cache says how long it may be shared, and is kept unless private or no-store.
 */
const PER_REQUEST_CACHE_CONTROL: ReadonlySet<string> = new Set(['private, no-cache, no-store, max-age=0, must-revalidate', 'no-store']);

/** Whether the answer's own headers let it be shared: varying on no cookie, and marked as its kind's shareable answers are. */
function sharedByItsHeaders(kind: KeptKind, headers: OutgoingHttpHeaders): boolean {
  const vary = String(headers.vary ?? '').toLowerCase();
  if (/(^|,)\s*(cookie|\*)\s*(,|$)/.test(vary)) return false;
  const cacheControl = String(headers['cache-control'] ?? '').toLowerCase();
  if (kind === 'page') return !/\b(private|no-store)\b/.test(cacheControl);
  return PER_REQUEST_CACHE_CONTROL.has(cacheControl);
}

/**
 * Whether an answer Next gave can be kept to be sent again to anyone: complete, gzipped, setting no
 * cookie, shareable by its own headers; a page only when it came from Next's cache. A rendered
 * search is also never sent again with a failed part (wholeAnswer).
 */
export function isKeepable(kind: KeptKind, statusCode: number, headers: OutgoingHttpHeaders): boolean {
  if (statusCode !== 200 || headers['content-encoding'] !== 'gzip' || headers['set-cookie'] !== undefined) return false;
  if (!sharedByItsHeaders(kind, headers)) return false;
  if (kind === 'page') return headers['x-nextjs-cache'] === 'HIT';
  return true;
}

/**
 * Whether no part of a kept answer failed on the server, looked for once: in a search, React's marks
 * of a boundary left to the browser. Unzipping every rendered search to look cost 2 % of a worker's
 * time under distinct searches, for answers nobody asks for again.
 */
function wholeAnswer(answer: KeptAnswer): boolean {
  if (answer.whole === undefined) {
    const text = gunzipSync(answer.body).toString('utf8');
    answer.whole = !STREAMED_ERROR_MARKS.some((mark) => text.includes(mark));
  }
  return answer.whole;
}

/** Whether `If-None-Match` names this ETag (weak or strong, as Next compares). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** What an answer holds in memory: its body, its key and its headers (strings, 2 bytes a character). */
function keptBytes(key: string, headers: OutgoingHttpHeaders, body: Buffer): number {
  const headerChars = Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + String(value).length, 0);
  return body.length + 2 * (key.length + headerChars);
}

/**
 * The answer to send for `key`, or undefined when this request is to go to Next: nothing kept, or
 * the kept answer is past its seconds and nobody is asking Next for a new one yet (this request
 * then does, and the others meanwhile get the kept one).
 */
function sendable(kind: KeptKind, key: string, now: number): KeptAnswer | undefined {
  const store = state().kinds[kind];
  const answer = store.peek(key);
  if (!answer) return undefined;
  const age = now - answer.keptAt;
  if (age > (KEPT_ANSWER_SECONDS + KEPT_ANSWER_STALE_SECONDS) * 1000 || !wholeAnswer(answer)) {
    store.delete(key);
    return undefined;
  }
  if (age > KEPT_ANSWER_SECONDS * 1000 && !answer.refreshing) {
    answer.refreshing = true;
    return undefined;
  }
  return store.get(key);
}

/** Whether a request would be answered from here now (nothing is changed: no refresh is claimed, no order moved). */
export function isServedFromKept(request: KeptRequest, now = Date.now()): boolean {
  const target = keptTarget(request);
  const answer = target && state().kinds[target.kind].peek(target.key);
  if (!answer || !wholeAnswer(answer)) return false;
  const age = now - answer.keptAt;
  return age <= KEPT_ANSWER_SECONDS * 1000 || (age <= (KEPT_ANSWER_SECONDS + KEPT_ANSWER_STALE_SECONDS) * 1000 && answer.refreshing);
}

/** The number of answers kept and their bytes (for the benchmark's notes and the tests). */
export function keptAnswersSize(kind?: KeptKind): { answers: number; bytes: number } {
  const kinds = state().kinds;
  const stores = kind ? [kinds[kind]] : Object.values(kinds);
  return { answers: stores.reduce((sum, s) => sum + s.size, 0), bytes: stores.reduce((sum, s) => sum + s.bytes, 0) };
}

/**
 * Records what Next writes to `response` and keeps it when it turns out keepable. An answer that
 * cannot be kept (an error, a page not from Next's cache) drops the one it was refreshing; one that
 * never ends (the client left) lets the next request ask Next again.
 */
function capture(kind: KeptKind, key: string, response: ServerResponse): void {
  const { generation, sequence } = state();
  // Still kept here means this request is the one asking Next to replace it (sendable).
  const refreshed = state().kinds[kind].peek(key);
  const chunks: Buffer[] = [];
  let size = 0;
  let tooBig = false;
  const collect = ([chunk, encoding]: WriteArgs) => {
    if (tooBig || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const bytes = chunkBytes(chunk, encoding, { copy: true });
    size += bytes.length;
    if (size > KEPT_ANSWER_MAX_BYTES) {
      tooBig = true;
      chunks.length = 0;
    } else chunks.push(bytes);
  };
  // The server's compression (lib/http/compression.ts) wraps write and end after us: what reaches them is gzipped.
  const write = response.write;
  response.write = function (this: ServerResponse, ...args: WriteArgs) {
    collect(args);
    return (write as (...a: WriteArgs) => boolean).apply(this, args);
  } as ServerResponse['write'];
  let ended = false;
  afterEnd(response, (args) => {
    ended = true;
    collect(args);
    if (!unforgottenSince(key, generation, sequence)) return;
    const headers = response.getHeaders();
    const body = Buffer.concat(chunks);
    if (!tooBig && isKeepable(kind, response.statusCode, headers)) {
      const keptHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => !UNKEPT_HEADERS.has(name)));
      const etag = typeof headers.etag === 'string' ? headers.etag : undefined;
      const answer = { headers: keptHeaders, body, etag, keptAt: Date.now(), refreshing: false, bytes: keptBytes(key, keptHeaders, body) };
      state().kinds[kind].set(key, kind === 'search' ? answer : { ...answer, whole: true });
    } else if (refreshed && state().kinds[kind].peek(key) === refreshed) state().kinds[kind].delete(key);
  });
  response.once('close', () => {
    if (!ended && refreshed) refreshed.refreshing = false;
  });
}

/**
 * Answers `request` from a kept answer and returns true, or returns false and, when the answer Next
 * is about to give may be kept, records it. The custom server calls this before handing over to Next.
 */
export function answerFromKept(request: IncomingMessage, response: ServerResponse, now = Date.now()): boolean {
  const target = keptTarget(request);
  if (target === null) return false;
  const { key, kind } = target;
  const answer = sendable(kind, key, now);
  if (!answer) {
    capture(kind, key, response);
    return false;
  }
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
    // A 304 describes the page without carrying it: no body, so no encoding or type.
    const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => name !== 'content-encoding' && name !== 'content-type'));
    response.writeHead(304, { ...headers, [KEPT_ANSWER_HEADER]: 'HIT' });
    response.end();
    return true;
  }
  response.writeHead(200, { ...answer.headers, 'content-length': answer.body.length, [KEPT_ANSWER_HEADER]: 'HIT' });
  response.end(answer.body);
  return true;
}
