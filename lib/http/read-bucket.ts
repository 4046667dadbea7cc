import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError, errorBody } from '../errors';
import { isLocalAddress, PEER_HEADER } from '../auth/rate-limit';
import { isServedFromKept } from './cache/kept-answers';
import { limitAddress } from './client-address';

/*
 * Searches and product lists that memory cannot answer cost a render or an index read each: one
 * address asking hundreds of distinct ones slowed every shopper's search from tens to hundreds of
 * milliseconds. Each address (an IPv6 /64) gets a token bucket for them; answers served from the
 * kept answers cost nothing and take no token. The buckets are this process's: they protect its
 * own time, which is what a flood spends (with several processes, each holds its share), and a
 * restart forgets them harmlessly.
 */

/** Reads memory cannot answer, per address: this many at once, refilled at this pace. */
export const UNCACHED_READ_LIMITS = { burst: 40, perSecond: 2 };
/** Addresses followed at once; past it the least recently seen is forgotten (it starts again full). */
const MAX_ADDRESSES = 10_000;

type Bucket = { tokens: number; at: number };
const buckets = new Map<string, Bucket>();

/** Searches of the home page and the product list: the reads a flood of distinct URLs turns into work. */
export function isCostlyRead(method: string | undefined, url: string | undefined): boolean {
  if (method !== 'GET' || !url) return false;
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  return (path === '/' && queryAt >= 0) || /^\/api\/productsImport\/?$/.test(path);
}

/** Takes one token of `address`'s bucket; false when it is empty, with the seconds until the next token. */
export function takeReadToken(address: string, now: number, limits = UNCACHED_READ_LIMITS): { ok: boolean; retryAfterSeconds: number } {
  const bucket = buckets.get(address) ?? { tokens: limits.burst, at: now };
  buckets.delete(address);
  bucket.tokens = Math.min(limits.burst, bucket.tokens + ((now - bucket.at) / 1000) * limits.perSecond);
  bucket.at = now;
  buckets.set(address, bucket);
  if (buckets.size > MAX_ADDRESSES) buckets.delete(buckets.keys().next().value!);
  if (bucket.tokens < 1) return { ok: false, retryAfterSeconds: Math.ceil((1 - bucket.tokens) / limits.perSecond) };
  bucket.tokens -= 1;
  return { ok: true, retryAfterSeconds: 0 };
}

/** Forget every bucket (tests). */
export function resetReadBuckets(): void {
  buckets.clear();
}

/**
 * Answers 429 (with Retry-After and the store's message) to a costly read that memory cannot
 * answer, once its address has spent its bucket; true when it answered. The store's own machine
 * (loopback, as the other per-address caps) is not held to it.
 */
export function refuseReadFlood(req: IncomingMessage, res: ServerResponse, now = Date.now()): boolean {
  if (!isCostlyRead(req.method, req.url) || isServedFromKept(req, now)) return false;
  const address = limitAddress(String(req.headers[PEER_HEADER] ?? 'local'));
  if (isLocalAddress(address)) return false;
  const { ok, retryAfterSeconds } = takeReadToken(address, now);
  if (ok) return false;
  const json = (req.url ?? '').startsWith('/api/');
  res.writeHead(429, {
    'content-type': json ? 'application/json' : 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': String(retryAfterSeconds),
  });
  const body = errorBody(new AppError('rateLimited'));
  res.end(json ? JSON.stringify(body) : body.message);
  return true;
}
