/** An image answer: its type, length, how long anyone may keep it, and no type sniffing. */
export function imageResponse(bytes: Uint8Array, contentType: string, cacheControl: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': contentType,
      'content-length': String(bytes.length),
      'cache-control': cacheControl,
      'x-content-type-options': 'nosniff',
    },
  });
}
