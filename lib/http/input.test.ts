import { AppError } from '../errors';
import { hasControlCharacters, isMalformedPath, MAX_BODY_BYTES, readJsonBody } from './input';

/** A POST whose body streams `chunks` without a Content-Length (as a chunked upload does). */
function streamed(chunks: string[], counter = { pulled: 0 }): Request {
  const encoder = new TextEncoder();
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      counter.pulled = pulled;
      if (pulled < chunks.length) controller.enqueue(encoder.encode(chunks[pulled++]));
      else controller.close();
    },
  });
  return new Request('http://localhost/api/x', { method: 'POST', body, duplex: 'half' } as RequestInit);
}

describe('readJsonBody', () => {
  test('a streamed body past the limit is refused without reading it all', async () => {
    const chunk = 'x'.repeat(64 * 1024);
    const total = 200; // 12.5 MB offered
    const chunks = Array.from({ length: total }, (_, i) => (i === 0 ? `{"a":"${chunk}` : chunk));
    const counter = { pulled: 0 };
    await expect(readJsonBody(streamed(chunks, counter))).rejects.toBeInstanceOf(AppError);
    expect(counter.pulled).toBeLessThan(10);
  });

  test('a streamed body under the limit is parsed', async () => {
    expect(await readJsonBody(streamed(['{"a":', '"b"}']))).toEqual({ a: 'b' });
    expect(MAX_BODY_BYTES).toBeGreaterThan(10);
  });

  test.each([['{"name":"a\\u0000b"}'], ['{"name":"a\\r\\nBcc: x@y.z"}'], ['{"list":[{"deep":"\\u001b[31m"}]}'], ['{"a\\u0000":"b"}'], ['{"a":"\\u007f"}']])(
    'control characters are refused: %s',
    async (text) => {
      await expect(readJsonBody(new Request('http://localhost/api/x', { method: 'POST', body: text }))).rejects.toMatchObject({ status: 400 });
    },
  );

  test('tabs and line feeds stay allowed (descriptions have lines)', async () => {
    expect(await readJsonBody(new Request('http://localhost/api/x', { method: 'POST', body: '{"d":"uno\\ndos\\tTres"}' }))).toEqual({ d: 'uno\ndos\tTres' });
    expect(hasControlCharacters({ a: ['x', { b: 'y\n' }], n: 1, t: true, z: null })).toBe(false);
  });

  test('JSON nested 10,000 levels is refused before parsing', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    await expect(readJsonBody(new Request('http://localhost/api/x', { method: 'POST', body: deep }))).rejects.toMatchObject({ status: 400 });
  });
});

describe('isMalformedPath', () => {
  test.each([
    '/api/productsImport/%ff',
    '/api/accountImport/recoverPassword/%ff%fe',
    '/api/accountImport/confirmRegister/%ff/%ff',
    '/products/detail/%ff',
    '/seguimiento/%ff',
    '/orders/%ff/%ff',
    '/x/%e2%80',
    '/x/%',
    '/x/%zz',
    '/x/%00',
    '/x/%0a',
    '/x/%0d',
    '/x/%09',
    '/x/%1b?a=1',
  ])('%s is malformed', (target) => expect(isMalformedPath(target)).toBe(true));

  test.each([
    '/',
    '/products/detail/5f1d7f1c2b3a4d5e6f708192',
    '/seguimiento/abc.DEF-_',
    '/distributor/Caf%C3%A9',
    '/x/%E2%80%A8',
    '/ahorro/on?next=%ff',
    '/api/productsImport?sessionId=%ff%fe',
    '/x#%ff',
  ])("%s is well formed (the query and fragment are the handlers' concern)", (target) => expect(isMalformedPath(target)).toBe(false));
});
