/** Next's bundled copy of the `compression` middleware, which kept-answers.test.ts answers through as Next does. */
declare module 'next/dist/compiled/compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export default function compression(): (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
}
