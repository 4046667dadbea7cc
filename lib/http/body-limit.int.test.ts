import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { POST as stripeWebhook } from '@/app/api/webhooks/stripe/route';
import { resetEnvCache } from '@/lib/env';
import { recordFigure } from '@/scripts/test-support/figures';
import { bodyLimitFor, limitRequestBody } from './body-limit';
import { MAX_BODY_BYTES } from './input';

/*
 * The custom server's body limit (scripts/server/server.ts calls limitRequestBody before Next.js sees the
 * request), with the real Stripe webhook handler behind it, reached the way Next reaches it: the
 * Node request streamed into a web Request. A handler is also given the raw stream, counting every
 * byte that reached it.
 */

let server: Server;
let base: string;
let bytesReachingHandler = 0;

/** As Next makes it: the body streamed from the Node request, the signal aborted when the connection closes. */
function webRequest(req: IncomingMessage, res: ServerResponse, url: string): Request {
  const closed = new AbortController();
  res.once('close', () => closed.abort());
  const body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  return new Request(url, { method: req.method, headers, body, duplex: 'half', signal: closed.signal } as RequestInit);
}

beforeAll(async () => {
  // Configured, so the webhook reads the body (unconfigured, it refuses it unread).
  Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_importa', STRIPE_WEBHOOK_SECRET: 'whsec_importa' });
  resetEnvCache();
  server = createServer((req, res) => {
    if (limitRequestBody(req, res)) return;
    if (req.url === '/count') {
      req.on('data', (chunk: Buffer) => {
        bytesReachingHandler += chunk.length;
      });
      req.on('end', () => res.end('whole'));
      req.on('error', () => undefined);
      return;
    }
    void stripeWebhook(webRequest(req, res, `${base}${req.url}`))
      .then(async (answer) => {
        if (res.headersSent) return;
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(await answer.text());
      })
      .catch(() => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']) delete process.env[key];
  resetEnvCache();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Streams `totalBytes` chunked (no Content-Length), stopping as soon as an answer or an error comes. */
function sendChunked(path: string, totalBytes: number, headers: Record<string, string> = {}): Promise<{ status: number; body: string; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const call = httpRequest(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/octet-stream', ...headers } }, (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (part: string) => {
        body += part;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sent }));
    });
    call.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const pump = () => {
      while (!answered && sent < totalBytes) {
        sent += chunk.length;
        if (!call.write(chunk)) return void call.once('drain', pump);
      }
      if (!answered) call.end();
    };
    pump();
  });
}

test('a chunked body past the route limit is answered 413 while it streams, and no byte past the limit reaches the handler', async () => {
  const limit = bodyLimitFor('/count');
  const answer = await sendChunked('/count', 60 * 1024 * 1024);
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.body)).toEqual({ message: 'El contenido enviado es demasiado grande.' });
  expect(answer.sent).toBeLessThan(60 * 1024 * 1024);
  expect(bytesReachingHandler).toBeLessThanOrEqual(limit);
  recordFigure('bytes de cuerpo aceptados más allá del límite', Math.max(0, bytesReachingHandler - limit));
});

test('a body within the limit reaches the handler whole', async () => {
  bytesReachingHandler = 0;
  const answer = await sendChunked('/count', MAX_BODY_BYTES - 64 * 1024);
  expect(answer).toMatchObject({ status: 200, body: 'whole' });
  expect(bytesReachingHandler).toBe(MAX_BODY_BYTES - 64 * 1024);
});

test('the Stripe webhook: a declared Content-Length past its limit is 413 before reading, and a chunked 10 MB event is cut at the limit', async () => {
  const raw = await new Promise<number>((resolve, reject) => {
    const call = httpRequest(
      `${base}/api/webhooks/stripe`,
      { method: 'POST', headers: { 'content-length': String(400 * 1024 * 1024), 'stripe-signature': 't=1,v1=x' } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    call.on('error', reject);
    call.write('{');
  });
  expect(raw).toBe(413);
  const chunked = await sendChunked('/api/webhooks/stripe', 10 * 1024 * 1024, { 'stripe-signature': 't=1,v1=x' });
  expect(chunked.status).toBe(413);
  expect(chunked.sent).toBeLessThan(10 * 1024 * 1024);
  recordFigure('entradas malformadas probadas', 2);
});

test('the Stripe webhook refuses a body unread when it carries no signature', async () => {
  const answer = await sendChunked('/api/webhooks/stripe', 128 * 1024);
  expect(answer.status).toBe(400);
  expect(answer.body).toContain('message');
});

test('each route has its own limit: uploads take an image of 5 MB, the CSV import 1 MB, everything else a JSON body', () => {
  expect(bodyLimitFor('/api/uploads')).toBeGreaterThan(5 * 1024 * 1024);
  // The private pictures and receipts: a phone's photo is 2–4 MB, a bank's PDF about 1 MB.
  for (const path of ['/api/tracking/deliveryPhoto', '/api/reviews/photo', '/api/orders/transferReceipt'])
    expect(bodyLimitFor(path)).toBe(bodyLimitFor('/api/uploads'));
  expect(bodyLimitFor('/api/productsImport/csv?confirmValid=true')).toBe(1024 * 1024);
  expect(bodyLimitFor('/api/webhooks/stripe')).toBe(MAX_BODY_BYTES);
  expect(bodyLimitFor('/')).toBe(MAX_BODY_BYTES);
});
