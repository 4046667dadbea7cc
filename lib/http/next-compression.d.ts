/** Next's bundled copy of the `compression` middleware, which the custom server applies (lib/http/compression.ts). */
declare module 'next/dist/compiled/compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export default function compression(): (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
}
