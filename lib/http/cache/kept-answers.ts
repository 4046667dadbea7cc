import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { afterEnd, type WriteArgs } from '../after-end';
import { dataSaverOn } from '../../datasaver/light-paths';

/*
 * The gzipped answers of the kept storefront pages (issue 9), served by the custom server without
 * entering Next. Next keeps the home and product pages whole, yet on every request it still runs
 * its router (about 25 % of the process's time in a profile), gzips the 84-144 KB page again
 * (16 %) and hashes it for the ETag (7 %). Here the very bytes and headers of an answer Next gave
 * from its cache (x-nextjs-cache: HIT) are kept and sent again as they are.
 *
 * They are forgotten whenever the storefront pages expire (expireStorefrontPages), so a write that
 * changes a page shows on the next request exactly as with Next alone; and an answer is kept for a
 * few seconds only, so what Next's own 60-second bound covers (writes from other processes) is late
 * by those seconds at most. The state lives on globalThis: Next's server bundles load their own
 * copy of this module (the one whose writes expire pages), the custom server another.
 */

/** How long a kept answer is served before Next is asked again. */
export const KEPT_ANSWER_SECONDS = 5;
/** The memory all kept answers may take (gzipped pages of 13-18 KB: about a thousand). */
export const KEPT_ANSWERS_MAX_BYTES = 16 * 1024 * 1024;
/** A larger answer is not kept. */
export const KEPT_ANSWER_MAX_BYTES = 512 * 1024;
/** Marks an answer sent from here, for tests and for whoever reads the headers. */
export const KEPT_ANSWER_HEADER = 'x-importa-cache';

/** The storefront routes Next keeps: the home without a search (rewritten to app/(storefront)/portada) and product pages. */
const KEPT_PATH = /^\/(?:products\/detail\/[A-Za-z0-9_-]+)?$/;
/** Requests of Next's client router (RSC payloads, prefetches, server actions) get other answers. */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url', 'next-action'];
/** Set by Node or per connection, never kept. */
const UNKEPT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

type KeptAnswer = { headers: OutgoingHttpHeaders; body: Buffer; etag: string | undefined; keptAt: number };
type KeptState = { generation: number; answers: Map<string, KeptAnswer>; bytes: number };

const STATE_KEY = Symbol.for('importa.keptAnswers');

function state(): KeptState {
  const holder = globalThis as { [STATE_KEY]?: KeptState };
  return (holder[STATE_KEY] ??= { generation: 0, answers: new Map(), bytes: 0 });
}

/** Forget every kept answer; an answer being captured now is not kept either (it may predate the write). */
export function forgetKeptAnswers(): void {
  const kept = state();
  kept.generation += 1;
  kept.answers.clear();
  kept.bytes = 0;
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

/** The key of a request whose answer can be kept or served from here, or null. */
export function keptAnswerKey(request: { method?: string; url?: string; headers: IncomingHttpHeaders }): string | null {
  const { method, url, headers } = request;
  // The query string is not part of the key: only bare URLs are kept, so shoppers cannot fill the memory with variants.
  if (method !== 'GET' || !url || !KEPT_PATH.test(url)) return null;
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null;
  // The data-saver cookie sends these URLs to the light pages (proxy.ts).
  if (dataSaverOn(headers.cookie)) return null;
  if (!acceptsGzip(headers['accept-encoding'])) return null;
  return url;
}

/** Whether an answer Next gave can be sent again to anyone: a whole page from its cache, gzipped, setting no cookie. */
export function isKeepable(statusCode: number, headers: OutgoingHttpHeaders): boolean {
  return statusCode === 200 && headers['x-nextjs-cache'] === 'HIT' && headers['content-encoding'] === 'gzip' && headers['set-cookie'] === undefined;
}

/** Whether `If-None-Match` names this ETag (weak or strong, as Next compares). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

function keep(key: string, answer: KeptAnswer): void {
  const kept = state();
  const previous = kept.answers.get(key);
  if (previous) {
    kept.answers.delete(key);
    kept.bytes -= previous.body.length;
  }
  kept.answers.set(key, answer);
  kept.bytes += answer.body.length;
  // A Map iterates in insertion order, and a served answer is moved to the end: the first is the least recently used.
  for (const [oldestKey, oldest] of kept.answers) {
    if (kept.bytes <= KEPT_ANSWERS_MAX_BYTES) break;
    kept.answers.delete(oldestKey);
    kept.bytes -= oldest.body.length;
  }
}

function fresh(key: string, now: number): KeptAnswer | undefined {
  const kept = state();
  const answer = kept.answers.get(key);
  if (!answer) return undefined;
  kept.answers.delete(key);
  if (now - answer.keptAt > KEPT_ANSWER_SECONDS * 1000) {
    kept.bytes -= answer.body.length;
    return undefined;
  }
  kept.answers.set(key, answer);
  return answer;
}

/** The number of answers kept and their bytes (for the benchmark's notes and the tests). */
export function keptAnswersSize(): { answers: number; bytes: number } {
  const kept = state();
  return { answers: kept.answers.size, bytes: kept.bytes };
}

/** Records what Next writes to `response` and keeps it when it turns out keepable. */
function capture(key: string, response: ServerResponse): void {
  const generation = state().generation;
  const chunks: Buffer[] = [];
  let size = 0;
  let tooBig = false;
  const collect = ([chunk, encoding]: WriteArgs) => {
    if (tooBig || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
    size += bytes.length;
    if (size > KEPT_ANSWER_MAX_BYTES) {
      tooBig = true;
      chunks.length = 0;
    } else chunks.push(bytes);
  };
  // Next's compression wraps write and end after us, so what reaches them is the gzipped stream.
  const write = response.write;
  response.write = function (this: ServerResponse, ...args: WriteArgs) {
    collect(args);
    return (write as (...a: WriteArgs) => boolean).apply(this, args);
  } as ServerResponse['write'];
  afterEnd(response, (args) => {
    collect(args);
    const headers = response.getHeaders();
    if (!tooBig && state().generation === generation && isKeepable(response.statusCode, headers)) {
      const keptHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => !UNKEPT_HEADERS.has(name)));
      const etag = typeof headers.etag === 'string' ? headers.etag : undefined;
      keep(key, { headers: keptHeaders, body: Buffer.concat(chunks), etag, keptAt: Date.now() });
    }
  });
}

/**
 * Answers `request` from a kept answer and returns true, or returns false and, when the answer Next
 * is about to give may be kept, records it. The custom server calls this before handing over to Next.
 */
export function answerFromKept(request: IncomingMessage, response: ServerResponse, now = Date.now()): boolean {
  const key = keptAnswerKey(request);
  if (key === null) return false;
  const answer = fresh(key, now);
  if (!answer) {
    capture(key, response);
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
