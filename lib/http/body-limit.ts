import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError, errorBody } from '../errors';
import { MAX_CSV_BYTES } from '../csv/csv-limits';
import { MAX_UPLOAD_BYTES } from '../uploads/upload-limits';
import { MAX_BODY_BYTES } from './input';

/** Room for a multipart envelope (boundary lines and part headers) around the one file an upload carries. */
const MULTIPART_ENVELOPE_BYTES = 64 * 1024;

/**
 * The most bytes each request may send, first match wins. Routes read their bodies themselves
 * (JSON, a CSV, a multipart image, Stripe's raw event), but only once the body is whole: a body of
 * any size would be held in memory before a route could refuse it, so the custom server stops it
 * while it streams. Everything else, pages included, takes a JSON body's limit.
 */
const BODY_LIMITS: { path: RegExp; maxBytes: number }[] = [
  { path: /^\/api\/uploads\/?$/, maxBytes: MAX_UPLOAD_BYTES + MULTIPART_ENVELOPE_BYTES },
  // The private pictures and receipts take an upload's limit too: a phone's photo is 2–4 MB.
  { path: /^\/api\/(tracking\/deliveryPhoto|reviews\/photo|orders\/transferReceipt)\/?$/, maxBytes: MAX_UPLOAD_BYTES + MULTIPART_ENVELOPE_BYTES },
  { path: /^\/api\/productsImport\/csv\/?$/, maxBytes: MAX_CSV_BYTES },
];

/** The body limit of a request path (the query string does not count). */
export function bodyLimitFor(url: string | undefined): number {
  const path = (url ?? '/').split('?')[0];
  return BODY_LIMITS.find((limit) => limit.path.test(path))?.maxBytes ?? MAX_BODY_BYTES;
}

/**
 * Answers 413 in the store's JSON error form, unless an answer is already under way. `close` ends
 * the connection after it (a body cut mid-stream cannot be finished); otherwise the rest of a
 * declared body is read and thrown away, so a client that sends it all before reading still gets
 * the answer rather than a broken pipe.
 */
function refuse(res: ServerResponse, close: boolean): void {
  if (res.headersSent) return void res.socket?.destroy();
  res.writeHead(413, { 'content-type': 'application/json', 'cache-control': 'no-store', ...(close ? { connection: 'close' } : {}) });
  res.end(JSON.stringify(errorBody(new AppError('bodyTooLarge'))));
}

/**
 * Bounds a request's body while it streams: a declared Content-Length over the route's limit is
 * answered 413 before the handler sees it (true: answered, do not handle it), and a body without one
 * (chunked) is counted as each chunk arrives; the chunk that passes the limit is dropped, nothing
 * after it is kept, the client gets 413 and the connection closes, so the handler reading it sees
 * an aborted body rather than a whole one.
 */
export function limitRequestBody(req: IncomingMessage, res: ServerResponse): boolean {
  const maxBytes = bodyLimitFor(req.url);
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) {
    // The client may still be sending: its bytes are read and dropped, never kept.
    req.resume();
    refuse(res, false);
    return true;
  }
  let received = 0;
  const push = req.push.bind(req);
  // Node's HTTP parser hands every chunk of a request body to push(); counting there holds no byte twice.
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (chunk === null || received > maxBytes) return chunk === null ? push(chunk, encoding) : false;
    received += (chunk as Buffer).length;
    if (received <= maxBytes) return push(chunk, encoding);
    refuse(res, true);
    res.once('finish', () => req.destroy());
    if (res.writableFinished) req.destroy();
    return false;
  };
  return false;
}
