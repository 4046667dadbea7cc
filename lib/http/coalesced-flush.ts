import type { ServerResponse } from 'node:http';

/*
 * The compression middleware (lib/http/compression.ts) gives each response a `flush()`, and Next
 * calls it after every chunk React writes (next/dist/server/pipe-readable.js), so that a streamed
 * page reaches the browser as it is rendered. React writes a page in dozens of small chunks within the same turn of the event loop:
 * each flush ends a deflate block (Z_SYNC_FLUSH), sends the zlib stream one more job to its thread,
 * and the socket one more write. Here the flushes asked for in one turn become one, at its end: what
 * a later turn renders (a list that waited for its data) is still sent as soon as it is written.
 */

type Flushable = ServerResponse & { flush?: () => void };

/** Makes the `flush()` that compression will give `response` flush once per turn, however often it is called (install it first). */
export function coalesceFlushes(response: ServerResponse): void {
  let flush: (() => void) | undefined;
  let asked = false;
  const flushAtTurnEnd = () => {
    if (asked) return;
    asked = true;
    setImmediate(() => {
      asked = false;
      // Ending the response flushed everything: the compressor is done.
      if (!response.writableEnded) flush?.();
    });
  };
  Object.defineProperty(response as Flushable, 'flush', {
    configurable: true,
    enumerable: true,
    get: () => (flush ? flushAtTurnEnd : undefined),
    set: (value: (() => void) | undefined) => {
      flush = value;
    },
  });
}
