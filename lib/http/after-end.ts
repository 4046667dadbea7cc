import type { ServerResponse } from 'node:http';

/** What ServerResponse's write and end take: a chunk, its encoding and a callback, each optional. */
export type WriteArgs = [chunk?: unknown, encoding?: unknown, callback?: unknown];

/**
 * Runs `ended` with end's arguments right after whoever produces `response` calls `response.end`:
 * the answer is complete then, though a slow connection may not have received it yet.
 */
export function afterEnd(response: ServerResponse, ended: (args: WriteArgs) => void): void {
  const end = response.end;
  response.end = function (this: ServerResponse, ...args: WriteArgs) {
    const result = (end as (...a: WriteArgs) => ServerResponse).apply(this, args);
    ended(args);
    return result;
  } as ServerResponse['end'];
}

/**
 * The bytes of a chunk given to write or end (a string in its encoding, else UTF-8). With `copy`, a
 * Buffer of its own: one kept after the write returns must not share memory its writer may reuse.
 */
export function chunkBytes(chunk: unknown, encoding: unknown, { copy = false }: { copy?: boolean } = {}): Buffer {
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  const view = chunk as Uint8Array;
  if (copy) return Buffer.from(view);
  return Buffer.isBuffer(view) ? view : Buffer.from(view.buffer, view.byteOffset, view.byteLength);
}
