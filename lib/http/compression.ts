import type { IncomingMessage, ServerResponse } from 'node:http';
import { Duplex } from 'node:stream';
import compression from 'next/dist/compiled/compression';

/*
 * The custom server compresses answers itself, with the middleware Next.js would use
 * (next.config.mjs turns Next's off): a page's HTML is rewritten on its way to the compressor
 * (lib/http/scripts-after-paint.ts), which Next's own compression, installed inside its handler,
 * would not allow.
 */
const compress = compression();

/** Gzips `response` when the client accepts it and the type is worth it, as Next.js would. */
export function compressResponse(request: IncomingMessage, response: ServerResponse): void {
  compress(request, response, () => {});
  // On a client that hangs up, the middleware never ends its zlib stream, which then outlives the
  // response (what Next's router-server does, next/dist/server/lib/release-compression-stream.js).
  response.once('close', () => {
    if (response.writableFinished) return;
    const noop = () => {};
    // The middleware's `on('drain')` answers its zlib stream, if it made one.
    const stream: unknown = response.on('drain', noop);
    if (stream !== response && stream instanceof Duplex) stream.destroy();
    else response.off('drain', noop);
  });
}
