import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
// The compression middleware Next itself wraps answers with (router-server.js), so the bytes kept are the ones Next would send.
import compression from 'next/dist/compiled/compression';
import {
  acceptsGzip, answerFromKept, forgetKeptAnswers, KEPT_ANSWER_HEADER, KEPT_ANSWER_SECONDS, KEPT_ANSWERS_MAX_BYTES, keptAnswerKey, keptAnswersSize, matchesEtag,
} from './kept-answers';

/*
 * The custom server's copies of kept storefront pages (issue 9), over real HTTP: a server that
 * answers like Next (gzip through Next's own compression, x-nextjs-cache, ETag) stands behind
 * answerFromKept exactly as scripts/server.ts puts it in front of Next.
 */

type Page = { body: string; cache: 'HIT' | 'MISS' | 'STALE'; etag: string; setCookie?: string; status?: number };
let pages = new Map<string, Page>();
let rendered: string[] = [];
/** Called while an answer is on its way, before it ends. */
let duringAnswer: (() => void) | undefined;
let server: Server;
let base: string;
const compress = compression();

beforeAll(async () => {
  server = createServer((req, res) => {
    if (answerFromKept(req, res)) return;
    compress(req, res, () => {});
    rendered.push(req.url ?? '');
    const page = pages.get(new URL(req.url ?? '/', 'http://x').pathname) ?? { body: 'no está', cache: 'MISS', etag: '"0"', status: 404 };
    res.statusCode = page.status ?? 200;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('x-nextjs-cache', page.cache);
    res.setHeader('etag', page.etag);
    res.setHeader('cache-control', 's-maxage=60, stale-while-revalidate=31535940');
    if (page.setCookie) res.setHeader('set-cookie', page.setCookie);
    res.write(page.body.slice(0, 10));
    duringAnswer?.();
    res.end(page.body.slice(10));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  forgetKeptAnswers();
  pages = new Map();
  rendered = [];
  duringAnswer = undefined;
  jest.restoreAllMocks();
});

type Answer = { status: number; headers: IncomingHttpHeaders; text: string };

function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const productPage = (body: string, etag = '"1"'): Page => ({ body: `<html><body>${body}</body></html>`, cache: 'HIT', etag });

test('a page Next served from its cache is sent again, byte for byte, without asking Next', async () => {
  pages.set('/products/detail/abc123', productPage('Cafetera $41.00'));
  const fromNext = await get('/products/detail/abc123');
  const kept = await get('/products/detail/abc123');
  expect(rendered).toEqual(['/products/detail/abc123']);
  expect(fromNext.headers[KEPT_ANSWER_HEADER]).toBeUndefined();
  expect(kept.headers[KEPT_ANSWER_HEADER]).toBe('HIT');
  expect(kept.status).toBe(200);
  expect(kept.text).toBe(fromNext.text);
  for (const name of ['content-type', 'content-encoding', 'etag', 'cache-control', 'x-nextjs-cache', 'vary']) expect(kept.headers[name]).toBe(fromNext.headers[name]);
  expect(Number(kept.headers['content-length'])).toBeGreaterThan(0);
});

test('the answer after forgetKeptAnswers (what a storefront write calls) comes from Next, with the new page', async () => {
  pages.set('/', productPage('Portada: Nevera $300.00'));
  await get('/');
  expect((await get('/')).headers[KEPT_ANSWER_HEADER]).toBe('HIT');
  pages.set('/', productPage('Portada: Nevera $280.00', '"2"'));
  forgetKeptAnswers();
  const after = await get('/');
  expect(after.headers[KEPT_ANSWER_HEADER]).toBeUndefined();
  expect(after.text).toContain('$280.00');
  expect((await get('/')).text).toContain('$280.00');
});

test('an answer that was on its way when the pages expired is not kept: it may show the page before the write', async () => {
  pages.set('/', productPage('antes de la escritura'));
  duringAnswer = () => forgetKeptAnswers();
  await get('/');
  duringAnswer = undefined;
  await get('/');
  expect(rendered).toEqual(['/', '/']);
});

test('only whole pages from Next\'s cache are kept: not a render, a stale page, an error or one setting a cookie', async () => {
  pages.set('/products/detail/render', { ...productPage('recién hecha'), cache: 'MISS' });
  pages.set('/products/detail/stale', { ...productPage('vieja'), cache: 'STALE' });
  pages.set('/products/detail/cookie', { ...productPage('con galleta'), setCookie: 'a=1' });
  pages.set('/products/detail/error', { ...productPage('fallo'), status: 500 });
  for (const path of ['/products/detail/render', '/products/detail/stale', '/products/detail/cookie', '/products/detail/error', '/products/detail/missing']) {
    await get(path);
    expect((await get(path)).headers[KEPT_ANSWER_HEADER]).toBeUndefined();
  }
  expect(keptAnswersSize().answers).toBe(0);
});

test('the data-saver cookie, client-router requests, query strings and other pages always reach Next', async () => {
  pages.set('/', productPage('portada'));
  pages.set('/cart', productPage('carrito'));
  await get('/');
  await get('/cart');
  const asked = [
    get('/', { cookie: 'tema=oscuro; importa-ahorro=1' }),
    get('/', { rsc: '1' }),
    get('/', { 'next-router-prefetch': '1' }),
    get('/?utm_source=buscador'),
    get('/', { 'accept-encoding': 'identity' }),
    get('/cart'),
  ];
  for (const answer of await Promise.all(asked)) expect(answer.headers[KEPT_ANSWER_HEADER]).toBeUndefined();
  expect((await get('/', { cookie: 'importa-ahorro=0' })).headers[KEPT_ANSWER_HEADER]).toBe('HIT');
});

test('a browser that has the page gets a 304 without the body', async () => {
  pages.set('/products/detail/p304', productPage('Televisor', 'W/"abc"'));
  await get('/products/detail/p304');
  const answer = await get('/products/detail/p304', { 'if-none-match': 'W/"abc"' });
  expect(answer.status).toBe(304);
  expect(answer.text).toBe('');
  expect(answer.headers.etag).toBe('W/"abc"');
  expect((await get('/products/detail/p304', { 'if-none-match': '"otro"' })).status).toBe(200);
});

test(`a kept answer is sent for ${KEPT_ANSWER_SECONDS} seconds, then Next is asked again`, async () => {
  pages.set('/', productPage('portada'));
  const start = Date.now();
  const clock = jest.spyOn(Date, 'now').mockReturnValue(start);
  await get('/');
  clock.mockReturnValue(start + KEPT_ANSWER_SECONDS * 1000);
  expect((await get('/')).headers[KEPT_ANSWER_HEADER]).toBe('HIT');
  clock.mockReturnValue(start + KEPT_ANSWER_SECONDS * 1000 + 1);
  expect((await get('/')).headers[KEPT_ANSWER_HEADER]).toBeUndefined();
  expect(rendered).toEqual(['/', '/']);
});

test('the kept answers stay within their memory, dropping the least recently sent first', async () => {
  // Random text barely compresses: each page keeps about 300 KB.
  const pageCount = Math.ceil(KEPT_ANSWERS_MAX_BYTES / (300 * 1024)) + 8;
  for (let index = 0; index < pageCount; index += 1) pages.set(`/products/detail/p${index}`, productPage(randomBytes(300 * 1024).toString('base64').slice(0, 400 * 1024)));
  await get('/products/detail/p0');
  for (let index = 1; index < pageCount; index += 1) {
    await get(`/products/detail/p${index}`);
    // p0 is sent again now and then, so it stays among the recent ones.
    if (index % 10 === 0) expect((await get('/products/detail/p0')).headers[KEPT_ANSWER_HEADER]).toBe('HIT');
  }
  const size = keptAnswersSize();
  expect(size.bytes).toBeLessThanOrEqual(KEPT_ANSWERS_MAX_BYTES);
  expect(size.answers).toBeLessThan(pageCount);
  expect((await get('/products/detail/p0')).headers[KEPT_ANSWER_HEADER]).toBe('HIT');
  expect((await get('/products/detail/p1')).headers[KEPT_ANSWER_HEADER]).toBeUndefined();
});

test('keys, gzip and ETag matching', () => {
  const headers = { 'accept-encoding': 'gzip, br' };
  expect(keptAnswerKey({ method: 'GET', url: '/products/detail/65a1b2', headers })).toBe('/products/detail/65a1b2');
  expect(keptAnswerKey({ method: 'HEAD', url: '/', headers })).toBeNull();
  expect(keptAnswerKey({ method: 'GET', url: '/products/detail/a/b', headers })).toBeNull();
  expect(keptAnswerKey({ method: 'GET', url: '/products/detail/', headers })).toBeNull();
  expect(acceptsGzip('gzip;q=0, br')).toBe(false);
  expect(acceptsGzip('br, *;q=0.5')).toBe(true);
  expect(acceptsGzip('GZIP')).toBe(true);
  expect(acceptsGzip(undefined)).toBe(false);
  expect(matchesEtag('"a", W/"b"', '"b"')).toBe(true);
  expect(matchesEtag('"a"', '"b"')).toBe(false);
  expect(matchesEtag(undefined, '"b"')).toBe(false);
});
