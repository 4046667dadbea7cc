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
