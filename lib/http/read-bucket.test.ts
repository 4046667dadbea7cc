import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import compression from 'next/dist/compiled/compression';
import { PEER_HEADER } from '../auth/rate-limit';
import { answerFromKept, forgetKeptAnswers, KEPT_ANSWER_HEADER } from './cache/kept-answers';
import { isCostlyRead, refuseReadFlood, resetReadBuckets, takeReadToken, UNCACHED_READ_LIMITS } from './read-bucket';

/*
 * The bucket of costly reads per address, in front of a server standing in for Next as
 * scripts/server/server.ts puts it: refuseReadFlood, then the kept answers, then the render.
 */

let server: Server;
let base: string;
let renders = 0;
/** The buckets' clock, held still so a slow machine refills nothing between requests. */
let clock = Date.now();
const compress = compression();

beforeAll(async () => {
  server = createServer((req, res) => {
    if (refuseReadFlood(req, res, clock)) return;
    if (answerFromKept(req, res)) return;
    compress(req, res, () => {});
    renders += 1;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    res.end(`<html>resultados de ${req.url}${' con tarjetas'.repeat(200)}</html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  clock = Date.now();
  resetReadBuckets();
  forgetKeptAnswers();
  renders = 0;
});

function get(path: string, from: string): Promise<{ status: number; retryAfter?: string; kept: boolean; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { headers: { 'accept-encoding': 'gzip', [PEER_HEADER]: from } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
        resolve({
          status: res.statusCode ?? 0,
          retryAfter: res.headers['retry-after'] as string | undefined,
          kept: res.headers[KEPT_ANSWER_HEADER] === 'HIT',
          text,
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

test('one address asking distinct searches gets its burst rendered, then 429 in Spanish with Retry-After; others are still served', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < UNCACHED_READ_LIMITS.burst + 20; i++) statuses.push((await get(`/?searchPhrase=inventada${i}`, '2001:db8:5:5::1')).status);
  expect(statuses.filter((status) => status === 200)).toHaveLength(UNCACHED_READ_LIMITS.burst);
  expect(renders).toBeLessThanOrEqual(UNCACHED_READ_LIMITS.burst + 1);
  const refused = await get('/?searchPhrase=otra', '2001:db8:5:5::2'); // same /64
  expect(refused.status).toBe(429);
  expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  expect(refused.text).toBe('Demasiados intentos. Espere unos minutos e inténtelo de nuevo.');
  const list = await get('/api/productsImport?page=9', '2001:db8:5:5::3');
  expect([list.status, JSON.parse(list.text)]).toEqual([429, { message: 'Demasiados intentos. Espere unos minutos e inténtelo de nuevo.' }]);
  expect((await get('/?searchPhrase=otra', '2001:db8:5:6::1')).status).toBe(200);
  // The store's own machine is left alone, as by the other per-address caps.
  expect((await get('/?searchPhrase=local', '127.0.0.1')).status).toBe(200);
});

test('an answer memory holds is sent whatever the bucket: it costs nothing', async () => {
  expect((await get('/?categoryId=c1', '203.0.113.8')).status).toBe(200);
  for (let i = 0; i < UNCACHED_READ_LIMITS.burst; i++) await get(`/?searchPhrase=x${i}`, '203.0.113.8');
  expect((await get('/?searchPhrase=nueva', '203.0.113.8')).status).toBe(429);
  const kept = await get('/?categoryId=c1', '203.0.113.8');
  expect([kept.status, kept.kept]).toEqual([200, true]);
});

test('the bucket refills at its pace; only searches and lists are costly reads', () => {
  const limits = { burst: 2, perSecond: 1 };
  expect(takeReadToken('198.51.100.1', 0, limits).ok).toBe(true);
  expect(takeReadToken('198.51.100.1', 0, limits).ok).toBe(true);
  expect(takeReadToken('198.51.100.1', 0, limits)).toEqual({ ok: false, retryAfterSeconds: 1 });
  expect(takeReadToken('198.51.100.1', 1000, limits).ok).toBe(true);
  expect(isCostlyRead('GET', '/?searchPhrase=a')).toBe(true);
  expect(isCostlyRead('GET', '/api/productsImport?page=2')).toBe(true);
  expect(isCostlyRead('GET', '/')).toBe(false);
  expect(isCostlyRead('GET', '/products/detail/abc')).toBe(false);
  expect(isCostlyRead('POST', '/api/productsImport')).toBe(false);
});
