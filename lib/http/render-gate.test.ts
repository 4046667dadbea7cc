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

/*
 * Over HTTP the test decides every moment itself: it waits until the server has a request before
 * sending the next, and a render ends when the test lets it, so no wall-clock gap decides an order
 * (a loaded machine made the old 5 ms gaps and 40 ms renders race).
 */
describe('over HTTP', () => {
  const gate = new FifoGate(1);
  let rendering = 0;
  let mostAtOnce = 0;
  let arrived: string[] = [];
  let closed: string[] = [];
  let rendered: string[] = [];
  let held: Promise<void> = Promise.resolve();
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = req.url ?? '';
      arrived.push(url);
      res.once('close', () => closed.push(url));
      void renderInTurn(gate, res, async () => {
        rendering += 1;
        mostAtOnce = Math.max(mostAtOnce, rendering);
        rendered.push(url);
        await held;
        await new Promise((resolve) => setImmediate(resolve));
        rendering -= 1;
        res.end(`página ${url}`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    arrived = [];
    closed = [];
    rendered = [];
    mostAtOnce = 0;
    held = Promise.resolve();
  });

  const get = (path: string) => fetch(base + path).then((answer) => answer.text());
  /** Resolves once `happened` holds, checking after each turn of the event loop. */
  const until = async (happened: () => boolean) => {
    while (!happened()) await new Promise((resolve) => setImmediate(resolve));
  };
  /** Renders wait until the returned function is called. */
  const holdRenders = () => {
    let release = () => {};
    held = new Promise<void>((resolve) => (release = resolve));
    return release;
  };

  test('renders one at a time in arrival order, and every request is answered', async () => {
    const release = holdRenders();
    const answers: Promise<string>[] = [];
    for (const path of ['/uno', '/dos', '/tres', '/cuatro']) {
      answers.push(get(path));
      await until(() => arrived.includes(path));
    }
    expect(rendered).toEqual(['/uno']);
    expect(gate.size).toEqual({ inside: 1, waiting: 3 });
    release();
    expect(await Promise.all(answers)).toEqual(['página /uno', 'página /dos', 'página /tres', 'página /cuatro']);
    expect(rendered).toEqual(['/uno', '/dos', '/tres', '/cuatro']);
    expect(mostAtOnce).toBe(1);
    expect(gate.size).toEqual({ inside: 0, waiting: 0 });
  });

  test('a client that left while waiting is not rendered for, and does not hold the place', async () => {
    const release = holdRenders();
    const first = get('/primera');
    await until(() => rendered.includes('/primera'));
    const gone = httpRequest(`${base}/abandonada`);
    gone.on('error', () => {});
    gone.end();
    await until(() => arrived.includes('/abandonada'));
    gone.destroy();
    await until(() => closed.includes('/abandonada'));
    const last = get('/ultima');
    await until(() => arrived.includes('/ultima'));
    release();
    expect(await first).toBe('página /primera');
    expect(await last).toBe('página /ultima');
    expect(rendered).toEqual(['/primera', '/ultima']);
  });
});
