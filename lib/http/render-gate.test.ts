import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FifoGate, isPageRender, renderInTurn } from './render-gate';

test('a gate lets in its limit at once and the rest in arrival order', async () => {
  const gate = new FifoGate(2);
  const admitted: string[] = [];
  const releases = new Map<string, () => void>();
  for (const name of ['a', 'b', 'c', 'd'])
    void gate.enter().then((release) => {
      admitted.push(name);
      releases.set(name, release);
    });
  await new Promise((resolve) => setImmediate(resolve));
  expect(admitted).toEqual(['a', 'b']);
  expect(gate.size).toEqual({ inside: 2, waiting: 2 });
  releases.get('b')!();
  releases.get('b')!(); // twice: still one place
  await new Promise((resolve) => setImmediate(resolve));
  expect(admitted).toEqual(['a', 'b', 'c']);
  expect(gate.size).toEqual({ inside: 2, waiting: 1 });
  releases.get('a')!();
  await new Promise((resolve) => setImmediate(resolve));
  expect(admitted).toEqual(['a', 'b', 'c', 'd']);
});

test("pages are renders; the API, Next's files, images and public files are not", () => {
  for (const url of ['/', '/?searchPhrase=cafe', '/products/detail/65a1b2', '/cart', '/orders?_rsc=1x2']) expect(isPageRender(url)).toBe(true);
  for (const url of [
    '/api/productsImport?page=1',
    '/_next/static/chunks/a.js',
    '/_next/image?url=%2Fa.webp&w=640&q=75',
    '/icon.svg',
    '/demo/products/p-1.webp',
    '/sw.js',
    '/api',
  ])
    expect(isPageRender(url)).toBe(false);
});

describe('over HTTP', () => {
  const gate = new FifoGate(1);
  let rendering = 0;
  let mostAtOnce = 0;
  let rendered: string[] = [];
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      void renderInTurn(gate, res, async () => {
        rendering += 1;
        mostAtOnce = Math.max(mostAtOnce, rendering);
        rendered.push(req.url ?? '');
        await new Promise((resolve) => setTimeout(resolve, 40));
        rendering -= 1;
        res.end(`página ${req.url}`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    rendered = [];
    mostAtOnce = 0;
  });

  const get = (path: string) => fetch(base + path).then((answer) => answer.text());

  test('renders one at a time in arrival order, and every request is answered', async () => {
    const answers: Promise<string>[] = [];
    for (const path of ['/uno', '/dos', '/tres', '/cuatro']) {
      answers.push(get(path));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(await Promise.all(answers)).toEqual(['página /uno', 'página /dos', 'página /tres', 'página /cuatro']);
    expect(rendered).toEqual(['/uno', '/dos', '/tres', '/cuatro']);
    expect(mostAtOnce).toBe(1);
    expect(gate.size).toEqual({ inside: 0, waiting: 0 });
  });

  test('a client that left while waiting is not rendered for, and does not hold the place', async () => {
    const first = get('/primera');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const gone = httpRequest(`${base}/abandonada`);
    gone.on('error', () => {});
    gone.end();
    await new Promise((resolve) => setTimeout(resolve, 5));
    gone.destroy();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const last = get('/ultima');
    expect(await first).toBe('página /primera');
    expect(await last).toBe('página /ultima');
    expect(rendered).toEqual(['/primera', '/ultima']);
  });
});
