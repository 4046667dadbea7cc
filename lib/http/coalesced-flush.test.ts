import { createServer, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { constants, gunzipSync } from 'node:zlib';
import compression from 'next/dist/compiled/compression';
import { coalesceFlushes } from './coalesced-flush';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('coalesceFlushes', () => {
  it('flushes once for all the flushes asked for in one turn, and again in a later turn', async () => {
    const response = { writableEnded: false } as unknown as ServerResponse & { flush?: () => void };
    coalesceFlushes(response);
    expect(response.flush).toBeUndefined();
    const flush = jest.fn();
    response.flush = flush;
    for (let i = 0; i < 5; i++) response.flush!();
    expect(flush).not.toHaveBeenCalled();
    await nextTurn();
    expect(flush).toHaveBeenCalledTimes(1);
    response.flush!();
    await nextTurn();
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it('does not flush a response that ended meanwhile', async () => {
    const response = { writableEnded: false } as unknown as ServerResponse & { flush?: () => void };
    coalesceFlushes(response);
    const flush = jest.fn();
    response.flush = flush;
    response.flush!();
    (response as { writableEnded: boolean }).writableEnded = true;
    await nextTurn();
    expect(flush).not.toHaveBeenCalled();
  });

  describe('behind the compression Next uses, on a real socket', () => {
    let server: Server;
    let port: number;
    /** Lets the server's response end once the client has seen the first part. */
    let finish: () => void;

    beforeAll(async () => {
      const compress = compression();
      server = createServer((req, res) => {
        coalesceFlushes(res);
        compress(req as never, res as never, async () => {
          res.setHeader('content-type', 'text/html');
          // As Next writes a page: many chunks in one turn, each followed by a flush.
          for (let i = 0; i < 50; i++) {
            res.write(`<p>parte ${i}</p>`);
            (res as { flush?: () => void }).flush?.();
          }
          await new Promise<void>((resolve) => (finish = resolve));
          res.write('<p>lista</p>');
          (res as { flush?: () => void }).flush?.();
          res.end('</html>');
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });

    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('sends one turn’s chunks together before the response ends, and the whole page intact', async () => {
      const received: Buffer[] = [];
      let beforeFinish = '';
      const body = await new Promise<Buffer>((resolve, reject) => {
        const req = request({ port, host: '127.0.0.1', path: '/', headers: { 'accept-encoding': 'gzip' } }, (res) => {
          res.on('data', (chunk: Buffer) => {
            received.push(chunk);
            // What arrived before the server may go on: the first turn's chunks, sent while the response is open.
            if (!beforeFinish) {
              beforeFinish = gunzipSync(Buffer.concat(received), { finishFlush: constants.Z_SYNC_FLUSH }).toString('utf8');
              if (beforeFinish) finish();
            }
          });
          res.on('end', () => resolve(Buffer.concat(received)));
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end();
      });
      const html = gunzipSync(body).toString('utf8');
      expect(html).toBe(`${Array.from({ length: 50 }, (_, i) => `<p>parte ${i}</p>`).join('')}<p>lista</p></html>`);
      // All fifty in the first part that held any: one flush for the turn, where each chunk's own flush sent them one by one.
      expect(beforeFinish).toBe(Array.from({ length: 50 }, (_, i) => `<p>parte ${i}</p>`).join(''));
    });
  });
});
