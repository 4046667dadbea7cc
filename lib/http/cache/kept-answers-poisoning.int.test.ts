import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import compression from 'next/dist/compiled/compression';
import { getCookieParser } from 'next/dist/server/api-utils/get-cookie-parser';
import { recordFigure, scaled } from '@/scripts/test-support/figures';
import { answerFromKept, forgetKeptAnswers, isKeepable, KEPT_ANSWER_HEADER } from './kept-answers';
import { lightResponse } from '@/components/datasaver/light-html';

/*
 * Shared-cache poisoning through the data-saver cookie. A server stands in for Next behind
 * answerFromKept, as scripts/server/server.ts puts it: it decides data-saver mode the way next.config.mjs's
 * cookie condition does (Next's own cookie parser, which percent-decodes and unquotes) and then answers the light page with the
 * headers the light pages really send; otherwise the full search page, as Next marks a render.
 * An attacker sends a spelling of the cookie the kept-answer cache might read differently, between
 * loads of shoppers without it; every clean load must get the full page.
 */

let server: Server;
let base: string;
const compress = compression();

beforeAll(async () => {
  server = createServer((req, res) => {
    if (answerFromKept(req, res)) return;
    compress(req, res, () => {});
    if (getCookieParser(req.headers)()['importa-ahorro'] === '1') {
      const light = lightResponse('<html><body>página ligera</body></html>');
      res.statusCode = 200;
      light.headers.forEach((value, name) => res.setHeader(name, value));
      return void light.text().then((text) => res.end(text));
    }
    res.statusCode = 200;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    res.end(`<html><body>página completa ${'con tarjetas '.repeat(200)}</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string, cookie?: string): Promise<{ text: string; kept: boolean }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'accept-encoding': 'gzip' };
    if (cookie) headers.cookie = cookie;
    const req = httpRequest(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({
          text: res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw).toString('utf8') : raw.toString('utf8'),
          kept: res.headers[KEPT_ANSWER_HEADER] === 'HIT',
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const SPELLINGS = ['importa-ahorro=%31', 'importa-ahorro=1; importa-ahorro=0', 'importa-ahorro=1', 'a=b;importa-ahorro=%31', 'importa-ahorro="1"'];

test('no spelling of the data-saver cookie gets a light page kept and served to shoppers without it', async () => {
  forgetKeptAnswers();
  let poisoned = 0;
  let cleanLoads = 0;
  const rounds = scaled(6, 60);
  for (let round = 0; round < rounds; round++) {
    for (const cookie of SPELLINGS) {
      const path = `/?categoryId=${round % 3}`;
      await get(path, cookie);
      const clean = await get(path);
      cleanLoads += 1;
      if (clean.text.includes('página ligera')) poisoned += 1;
    }
  }
  recordFigure('respuestas de caché envenenadas', poisoned);
  expect(poisoned).toBe(0);
  // The clean loads are still served from memory once kept: the fix costs shoppers nothing.
  expect((await get('/?categoryId=0')).kept).toBe(true);
  expect(cleanLoads).toBe(rounds * SPELLINGS.length);
});

test("an answer marked private by its route, varying on Cookie, or private or no-store from Next's cache is never kept", () => {
  const gzip = { 'content-encoding': 'gzip' };
  expect(isKeepable('search', 200, { ...gzip, 'cache-control': 'private, no-cache', vary: 'Cookie' })).toBe(false);
  expect(isKeepable('search', 200, { ...gzip, 'cache-control': 'private, no-cache' })).toBe(false);
  expect(isKeepable('search', 200, { ...gzip, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate', vary: 'RSC, Cookie' })).toBe(false);
  expect(isKeepable('list', 200, { ...gzip, 'cache-control': 'no-store', vary: '*' })).toBe(false);
  expect(isKeepable('page', 200, { ...gzip, 'x-nextjs-cache': 'HIT', 'cache-control': 'private, max-age=60' })).toBe(false);
  expect(isKeepable('page', 200, { ...gzip, 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=60, no-store' })).toBe(false);
  // What the store's shareable answers carry is still kept.
  expect(
    isKeepable('search', 200, { ...gzip, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate', vary: 'RSC, Next-Router-State-Tree' }),
  ).toBe(true);
  expect(isKeepable('list', 200, { ...gzip, 'cache-control': 'no-store' })).toBe(true);
  expect(isKeepable('page', 200, { ...gzip, 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=60, stale-while-revalidate=31535940' })).toBe(true);
});
