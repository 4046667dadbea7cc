type Handler = (request: Request, segment: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

export type CallOptions = {
  /** Path and query, e.g. '/api/productsImport?page=1'. */
  url: string;
  method?: string;
  body?: unknown;
  /** Raw access token, sent in Authorization as the spec does. */
  token?: string;
  params?: Record<string, string | string[]>;
  headers?: Record<string, string>;
};

export type CallResult<T = unknown> = { status: number; body: T; headers: Headers };

/** Call a route handler with a real Request and read its JSON answer. */
export async function call<T = unknown>(handler: Handler, options: CallOptions): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = options.token;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const request = new Request(`http://localhost${options.url}`, { method: options.method ?? (body ? 'POST' : 'GET'), headers, body });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}
