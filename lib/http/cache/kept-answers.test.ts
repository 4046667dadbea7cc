import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
// The compression middleware Next itself wraps answers with (router-server.js), so the bytes kept are the ones Next would send.
import compression from 'next/dist/compiled/compression';
import {
  acceptsGzip,
  answerFromKept,
  forgetKeptAnswers,
  forgetKeptAnswersOf,
  KEPT_ANSWER_HEADER,
  KEPT_ANSWER_SECONDS,
  KEPT_ANSWER_STALE_SECONDS,
  KEPT_ANSWERS_MAX_BYTES,
  keptAnswerKey,
  keptAnswersSize,
  keptKindOf,
  matchesEtag,
  KEPT_URL_MAX_LENGTH,
} from './kept-answers';

/*
 * The custom server's copies of kept storefront pages (decision 9), over real HTTP: a server that
 * answers like Next (gzip through Next's own compression, x-nextjs-cache, ETag) stands behind
 * answerFromKept exactly as scripts/server/server.ts puts it in front of Next.
 */

/** `cache` undefined: a page Next renders per request (a search), or an API answer. */
type Page = { body: string; cache?: 'HIT' | 'MISS' | 'STALE'; etag?: string; setCookie?: string; status?: number; type?: string };
let pages = new Map<string, Page>();
let rendered: string[] = [];
/** Called while an answer is on its way, before it ends. */
let duringAnswer: (() => void) | undefined;
/** When set, answers wait for it before they end (a slow render). */
let holdAnswers: Promise<void> | undefined;
let server: Server;
let base: string;
const compress = compression();

beforeAll(async () => {
  server = createServer((req, res) => {
    if (answerFromKept(req, res)) return;
    compress(req, res, () => {});
    rendered.push(req.url ?? '');
    const page = pages.get(req.url ?? '/') ??
      pages.get(new URL(req.url ?? '/', 'http://x').pathname) ?? { body: 'no está', cache: 'MISS', etag: '"0"', status: 404 };
    res.statusCode = page.status ?? 200;
    res.setHeader('content-type', page.type ?? 'text/html; charset=utf-8');
    if (page.cache) {
      res.setHeader('x-nextjs-cache', page.cache);
      res.setHeader('cache-control', 's-maxage=60, stale-while-revalidate=31535940');
    } else res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    if (page.etag) res.setHeader('etag', page.etag);
    if (page.setCookie) res.setHeader('set-cookie', page.setCookie);
    res.write(page.body.slice(0, 10));
    duringAnswer?.();
    const end = () => res.end(page.body.slice(10));
    if (holdAnswers) void holdAnswers.then(end);
    else end();
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
  holdAnswers = undefined;
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
  for (const name of ['content-type', 'content-encoding', 'etag', 'cache-control', 'x-nextjs-cache', 'vary'])
    expect(kept.headers[name]).toBe(fromNext.headers[name]);
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

test("forgetting one product's page (an order's stock) leaves the other pages kept", async () => {
  pages.set('/products/detail/vendido', productPage('Quedan 4'));
  pages.set('/products/detail/otro', productPage('Otro'));
  await get('/products/detail/vendido');
  await get('/products/detail/otro');
  pages.set('/products/detail/vendido', productPage('Quedan 3', '"2"'));
  forgetKeptAnswersOf('page', ['/products/detail/vendido']);
  const sold = await get('/products/detail/vendido');
  expect(sold.headers[KEPT_ANSWER_HEADER]).toBeUndefined();
  expect(sold.text).toContain('Quedan 3');
  expect((await get('/products/detail/otro')).headers[KEPT_ANSWER_HEADER]).toBe('HIT');
});

test("a product's page on its way when that page was forgotten is not kept; another page's is", async () => {
  pages.set('/products/detail/vendido', productPage('antes del pedido'));
  duringAnswer = () => forgetKeptAnswersOf('page', ['/products/detail/vendido']);
  await get('/products/detail/vendido');
  duringAnswer = undefined;
  await get('/products/detail/vendido');
  expect(rendered).toEqual(['/products/detail/vendido', '/products/detail/vendido']);
  pages.set('/products/detail/otro', productPage('Otro'));
  duringAnswer = () => forgetKeptAnswersOf('page', ['/products/detail/vendido']);
  await get('/products/detail/otro');
  duringAnswer = undefined;
  expect((await get('/products/detail/otro')).headers[KEPT_ANSWER_HEADER]).toBe('HIT');
});

test("only whole pages from Next's cache are kept: not a render, a stale page, an error or one setting a cookie", async () => {
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

test('the data-saver cookie, client-router requests, foreign query strings and other pages always reach Next', async () => {
  pages.set('/', productPage('portada'));
  pages.set('/cart', productPage('carrito'));
  await get('/');
  await get('/cart');
  const asked = [
    get('/', { cookie: 'tema=oscuro; importa-ahorro=1' }),
    // Any value or spelling of it: the switch deletes the cookie when turned off, so only a hand-made one says 0.
    get('/', { cookie: 'importa-ahorro=%31' }),
    get('/', { cookie: 'importa-ahorro=0' }),
    get('/', { rsc: '1' }),
    get('/', { 'next-router-prefetch': '1' }),
    get('/?utm_source=buscador'),
    get('/', { 'accept-encoding': 'identity' }),
    get('/cart'),
  ];
  for (const answer of await Promise.all(asked)) expect(answer.headers[KEPT_ANSWER_HEADER]).toBeUndefined();
  expect((await get('/', { cookie: 'tema=oscuro' })).headers[KEPT_ANSWER_HEADER]).toBe('HIT');
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

test('while Next renders the new answer, the others get the kept one; then the new one is sent', async () => {
  const search = '/?searchPhrase=cafetera';
  pages.set(search, { body: '<html><body>Cafetera $41.00</body></html>' });
  const start = Date.now();
  const clock = jest.spyOn(Date, 'now').mockReturnValue(start);
  await get(search);
  pages.set(search, { body: '<html><body>Cafetera $39.00</body></html>' });
  clock.mockReturnValue(start + KEPT_ANSWER_SECONDS * 1000 + 1);
  let finishRender = () => {};
  holdAnswers = new Promise((resolve) => (finishRender = resolve));
  const refreshing = get(search);
  await new Promise((resolve) => setTimeout(resolve, 50));
  const meanwhile = await get(search);
  expect(meanwhile.headers[KEPT_ANSWER_HEADER]).toBe('HIT');
  expect(meanwhile.text).toContain('$41.00');
  finishRender();
  const refreshed = await refreshing;
  expect(refreshed.headers[KEPT_ANSWER_HEADER]).toBeUndefined();
  expect(refreshed.text).toContain('$39.00');
  const after = await get(search);
  expect(after.headers[KEPT_ANSWER_HEADER]).toBe('HIT');
  expect(after.text).toContain('$39.00');
  expect(rendered).toEqual([search, search]);
});

test(`a render that never ends lets the next request ask Next again, and nothing older than ${KEPT_ANSWER_SECONDS + KEPT_ANSWER_STALE_SECONDS} seconds is sent`, async () => {
  const list = '/api/productsImport?limit=10&page=1';
  pages.set(list, { body: JSON.stringify({ products: [{ name: 'Nevera', price: 300 }], total: 1 }).padEnd(2000, ' '), type: 'application/json' });
  const start = Date.now();
  const clock = jest.spyOn(Date, 'now').mockReturnValue(start);
  await get(list);
  clock.mockReturnValue(start + KEPT_ANSWER_SECONDS * 1000 + 1);
  holdAnswers = new Promise(() => {});
  // The client gives up on the answer Next is slow to give.
  await new Promise<void>((resolve) => {
    const abandoned = httpRequest(`${base}${list}`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      res.destroy();
      setTimeout(resolve, 50);
    });
    abandoned.on('error', () => resolve());
    abandoned.end();
  });
  holdAnswers = undefined;
  expect((await get(list)).headers[KEPT_ANSWER_HEADER]).toBeUndefined();
  expect((await get(list)).headers[KEPT_ANSWER_HEADER]).toBe('HIT');
  clock.mockReturnValue(Date.now() + (KEPT_ANSWER_SECONDS + KEPT_ANSWER_STALE_SECONDS) * 1000 + 1);
  expect((await get(list)).headers[KEPT_ANSWER_HEADER]).toBeUndefined();
  expect(rendered).toEqual([list, list, list, list]);
});

test('a search of the home and the product list are kept like pages; a search with a failed part or a foreign key is never sent again', async () => {
  const search = '/?searchPhrase=televisor&region=Matanzas&minPrice=50';
  pages.set(search, { body: '<html><body>Televisor</body></html>' });
  const list = '/api/productsImport?limit=10&promoted=false&page=1&searchPhrase=televisor';
  pages.set(list, {
    body: JSON.stringify({ products: Array.from({ length: 10 }, (_, i) => ({ name: `Televisor ${i}` })) }).padEnd(2000, ' '),
    type: 'application/json',
  });
  const failed = '/?searchPhrase=nevera';
  pages.set(failed, { body: '<html><body><!--$!--><template data-dgst="123"></template>Cargando…</body></html>' });
  const foreign = '/?searchPhrase=televisor&utm_source=buscador';
  pages.set(foreign, { body: '<html><body>Televisor</body></html>' });
  for (const url of [search, list, failed, foreign]) await get(url);
  expect((await get(search)).text).toContain('Televisor');
  expect((await get(search)).headers[KEPT_ANSWER_HEADER]).toBe('HIT');
  const keptList = await get(list);
  expect(keptList.headers[KEPT_ANSWER_HEADER]).toBe('HIT');
  expect(keptList.headers['content-type']).toBe('application/json');
  // The failed search is rendered again on every request, never sent from here.
  expect((await get(failed)).headers[KEPT_ANSWER_HEADER]).toBeUndefined();
  expect((await get(failed)).headers[KEPT_ANSWER_HEADER]).toBeUndefined();
  expect(rendered.filter((url) => url === failed)).toHaveLength(3);
  expect((await get(foreign)).headers[KEPT_ANSWER_HEADER]).toBeUndefined();
  expect(keptAnswersSize('list').answers).toBe(1);
  forgetKeptAnswers();
  expect((await get(search)).headers[KEPT_ANSWER_HEADER]).toBeUndefined();
});

test('searches have their own memory: many of them do not push the product pages out', async () => {
  pages.set('/products/detail/kept', productPage('Cafetera'));
  await get('/products/detail/kept');
  const searchCount = Math.ceil(KEPT_ANSWERS_MAX_BYTES.search / (300 * 1024)) + 4;
  for (let index = 0; index < searchCount; index += 1) {
    const url = `/?searchPhrase=s${index}`;
    pages.set(url, {
      body: `<html><body>${randomBytes(300 * 1024)
        .toString('base64')
        .slice(0, 400 * 1024)}</body></html>`,
    });
    await get(url);
  }
  expect(keptAnswersSize('search').bytes).toBeLessThanOrEqual(KEPT_ANSWERS_MAX_BYTES.search);
  expect(keptAnswersSize('search').answers).toBeLessThan(searchCount);
  expect((await get('/products/detail/kept')).headers[KEPT_ANSWER_HEADER]).toBe('HIT');
});

test('the kept answers stay within their memory, dropping the least recently sent first', async () => {
  // Random text barely compresses: each page keeps about 300 KB.
  const pageCount = Math.ceil(KEPT_ANSWERS_MAX_BYTES.page / (300 * 1024)) + 8;
  for (let index = 0; index < pageCount; index += 1)
    pages.set(
      `/products/detail/p${index}`,
      productPage(
        randomBytes(300 * 1024)
          .toString('base64')
          .slice(0, 400 * 1024),
      ),
    );
  await get('/products/detail/p0');
  for (let index = 1; index < pageCount; index += 1) {
    await get(`/products/detail/p${index}`);
    // p0 is sent again now and then, so it stays among the recent ones.
    if (index % 10 === 0) expect((await get('/products/detail/p0')).headers[KEPT_ANSWER_HEADER]).toBe('HIT');
  }
  const size = keptAnswersSize();
  expect(size.bytes).toBeLessThanOrEqual(KEPT_ANSWERS_MAX_BYTES.page);
  expect(size.answers).toBeLessThan(pageCount);
  expect((await get('/products/detail/p0')).headers[KEPT_ANSWER_HEADER]).toBe('HIT');
  expect((await get('/products/detail/p1')).headers[KEPT_ANSWER_HEADER]).toBeUndefined();
});

test("one key per answer: a list's foreign keys are dropped and the keys put in order; long or control-character URLs are neither kept nor served", async () => {
  pages.set('/api/productsImport', { body: '{"products":[],"count":0}', type: 'application/json' });
  pages.set('/', { body: `<html>búsqueda ${'con tarjetas '.repeat(100)}</html>` });
  await get('/api/productsImport?page=2&limit=15');
  expect((await get('/api/productsImport?limit=15&page=2&utm=x&z=y')).headers[KEPT_ANSWER_HEADER]).toBe('HIT');
  expect((await get('/api/productsImport?limit=15&page=2&page=2')).headers[KEPT_ANSWER_HEADER]).toBe('HIT');
  expect(keptAnswersSize('list').answers).toBe(1);
  await get('/?searchPhrase=olla&categoryId=c1');
  expect((await get('/?categoryId=c1&searchPhrase=olla')).headers[KEPT_ANSWER_HEADER]).toBe('HIT');
  // A repeated key of a search, a control character or a URL past the length: Next answers each time.
  rendered = [];
  const long = `/api/productsImport?searchPhrase=${'a'.repeat(KEPT_URL_MAX_LENGTH)}`;
  for (const url of ['/?categoryId=c1&categoryId=c2', '/api/productsImport?page=2&limit=15&x=%00', long]) {
    await get(url);
    expect((await get(url)).headers[KEPT_ANSWER_HEADER]).toBeUndefined();
  }
  expect(rendered).toHaveLength(6);
});

test("the memory counts each answer's key and headers as well as its body", async () => {
  pages.set('/api/productsImport', { body: '{}', type: 'application/json' });
  const url = `/api/productsImport?searchPhrase=${'b'.repeat(400)}`;
  await get(url);
  const { answers, bytes } = keptAnswersSize('list');
  expect(answers).toBe(1);
  // The gzipped body of '{}' is about 20 bytes: the 400-character key alone is 800 bytes of strings.
  expect(bytes).toBeGreaterThan(2 * 400);
});

test('keys, gzip and ETag matching', () => {
  const headers = { 'accept-encoding': 'gzip, br' };
  expect(keptAnswerKey({ method: 'GET', url: '/products/detail/65a1b2', headers })).toBe('/products/detail/65a1b2');
  expect(keptAnswerKey({ method: 'HEAD', url: '/', headers })).toBeNull();
  expect(keptAnswerKey({ method: 'GET', url: '/products/detail/a/b', headers })).toBeNull();
  expect(keptAnswerKey({ method: 'GET', url: '/products/detail/', headers })).toBeNull();
  expect(keptAnswerKey({ method: 'GET', url: '/?categoryId=c1&fastDelivery=true', headers })).toBe('/?categoryId=c1&fastDelivery=true');
  expect(keptKindOf('/?categoryId=c1')).toBe('search');
  expect(keptKindOf('/?')).toBeNull();
  expect(keptKindOf('/products/detail/a?x=1')).toBeNull();
  expect(keptKindOf('/api/productsImport?page=2')).toBe('list');
  expect(keptKindOf('/api/productsImport/65a1b2')).toBeNull();
  expect(keptKindOf('/cart?searchPhrase=a')).toBeNull();
  expect(acceptsGzip('gzip;q=0, br')).toBe(false);
  expect(acceptsGzip('br, *;q=0.5')).toBe(true);
  expect(acceptsGzip('GZIP')).toBe(true);
  expect(acceptsGzip(undefined)).toBe(false);
  expect(matchesEtag('"a", W/"b"', '"b"')).toBe(true);
  expect(matchesEtag('"a"', '"b"')).toBe(false);
  expect(matchesEtag(undefined, '"b"')).toBe(false);
});
