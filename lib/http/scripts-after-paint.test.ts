import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { compressResponse } from './compression';
import { pageScriptsOf, SCRIPTS_AFTER_PAINT_LOADER, ScriptsAfterPaint, writeScriptsAfterPaint } from './scripts-after-paint';

/** The shape of a page as Next.js 16 writes it: chunk tags and a preload in the head, the bootstrap chunk after the shell. */
const PAGE = [
  '<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
  '<script src="/_next/static/chunks/one.js" async=""></script>',
  '<script src="/_next/static/chunks/two.js" async=""></script>',
  '<title>Café — Importa</title>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
  '<body><main><p>Añadir al carrito</p><script type="application/ld+json">{"name":"Café"}</script></main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/boot.js" async=""></script></body></html>',
].join('');

const rewriteWhole = (html: string) => {
  const rewriter = new ScriptsAfterPaint();
  return Buffer.concat([rewriter.write(Buffer.from(html)), rewriter.end()]).toString();
};

describe('ScriptsAfterPaint', () => {
  const out = rewriteWhole(PAGE);

  it('queues every chunk instead of fetching it, the loader placed once before the first', () => {
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(one|two|boot)\.js"/);
    expect(out).not.toContain('rel="preload" as="script"');
    expect(out.split(SCRIPTS_AFTER_PAINT_LOADER)).toHaveLength(2);
    const order = [
      '<link rel="stylesheet"',
      SCRIPTS_AFTER_PAINT_LOADER,
      '__importaScripts.push("/_next/static/chunks/one.js")',
      '__importaScripts.push("/_next/static/chunks/two.js")',
      '<main>',
      '__importaScripts.push("/_next/static/chunks/boot.js")',
    ];
    const positions = order.map((text) => out.indexOf(text));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('leaves every other script and the text as they were', () => {
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(out).toContain('<script type="application/ld+json">{"name":"Café"}</script>');
    expect(out).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(out).toContain('<title>Café — Importa</title>');
  });

  it('writes the same document however the page is cut into chunks, even inside a character', () => {
    const bytes = Buffer.from(PAGE);
    for (let size = 1; size <= 40; size++) {
      const rewriter = new ScriptsAfterPaint();
      const parts: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) parts.push(rewriter.write(bytes.subarray(at, at + size)));
      parts.push(rewriter.end());
      expect(Buffer.concat(parts).toString()).toBe(out);
    }
  });

  it('changes nothing in a page without chunks', () => {
    const light = '<html><head><script src="/ahorro/ahorro.js" defer></script></head><body>Hola</body></html>';
    expect(rewriteWhole(light)).toBe(light);
  });

  it('sends a long stretch without a closing tag rather than holding it', () => {
    const rewriter = new ScriptsAfterPaint();
    expect(rewriter.write(Buffer.from('<p>hola</p><script src="/_next/static/x.js" async="">')).toString()).toBe('<p>hola</p>');
    const long = 'x'.repeat(5000);
    expect(rewriter.write(Buffer.from(long)).toString()).toBe(`<script src="/_next/static/x.js" async="">${long}`);
  });
});

describe('pageScriptsOf', () => {
  it('lists the scripts a page fetches, before and after the rewrite, in order', () => {
    const scripts = ['/_next/static/chunks/one.js', '/_next/static/chunks/two.js', '/_next/static/chunks/polyfills.js', '/_next/static/chunks/boot.js'];
    expect(pageScriptsOf(PAGE)).toEqual(scripts);
    expect(pageScriptsOf(rewriteWhole(PAGE))).toEqual(scripts);
  });
});

describe('writeScriptsAfterPaint, behind compression on a real socket', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer((req, res) => {
      compressResponse(req, res);
      writeScriptsAfterPaint(res);
      if (req.url === '/api') {
        res.setHeader('content-type', 'application/json');
        return void res.end(JSON.stringify({ html: PAGE }));
      }
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-length', Buffer.byteLength(PAGE));
      // As React writes: bytes, cut anywhere, even inside "é".
      const bytes = Buffer.from(PAGE);
      for (let at = 0; at < bytes.length; at += 7) res.write(new Uint8Array(bytes.subarray(at, at + 7)));
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, gzip: boolean) =>
    new Promise<{ headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      request({ port, path, host: '127.0.0.1', headers: gzip ? { 'accept-encoding': 'gzip' } : {} }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => {
          const raw = Buffer.concat(parts);
          resolve({ headers: res.headers, body: (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8') });
        });
      })
        .on('error', reject)
        .end();
    });

  it('sends the rewritten page, gzipped', async () => {
    const { headers, body } = await get('/', true);
    expect(headers['content-encoding']).toBe('gzip');
    expect(body).toBe(rewriteWhole(PAGE));
  });

  it('sends the rewritten page whole to a client without gzip (the original length dropped)', async () => {
    const { headers, body } = await get('/', false);
    expect(headers['content-length']).toBeUndefined();
    expect(body).toBe(rewriteWhole(PAGE));
  });

  it('leaves other answers untouched', async () => {
    const { body } = await get('/api', true);
    expect(JSON.parse(body)).toEqual({ html: PAGE });
  });
});
