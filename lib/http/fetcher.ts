/**
 * The browser's JSON client: the raw access token in Authorization (docs/contract/catalogue.md §7), success for
 * 200–208 and 226, and the spec's error body `{ errorType?, message }` as a typed ApiError.
 */

/** A failed call: HTTP status (0 when the network failed), the spec's errorType and message, the whole body. */
export class ApiError extends Error {
  readonly status: number;
  readonly errorType?: number;
  readonly body: unknown;

  constructor(status: number, message: string, errorType?: number, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    if (errorType !== undefined) this.errorType = errorType;
    this.body = body;
  }
}

/** True when `value` is an ApiError. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** True for the statuses the store treats as success: 200 to 208 and 226. */
export function isSuccessStatus(status: number): boolean {
  return (status >= 200 && status <= 208) || status === 226;
}

/** The ApiError for a failed answer's status and parsed body (any shape). */
export function toApiError(status: number, body: unknown): ApiError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const message = typeof record.message === 'string' ? record.message : '';
  const errorType = typeof record.errorType === 'number' ? record.errorType : undefined;
  return new ApiError(status, message, errorType, body);
}

/** The parsed JSON of a text body, or null when it is empty or not JSON. */
export function parseJson(text: string): unknown {
  if (!text.trim()) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
  /** The request goes on though the page unloads (a logout followed by a reload). */
  keepalive?: boolean;
};

/** Calls the JSON API and answers the parsed body; throws ApiError (status 0 on a network failure). */
export async function apiFetch<T>(path: string, { method = 'GET', body, token, signal, keepalive }: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = token;
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal, keepalive, cache: 'no-store' });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, cause instanceof Error ? cause.message : 'network', undefined, null);
  }
  const data = parseJson(await response.text());
  if (!isSuccessStatus(response.status)) throw toApiError(response.status, data);
  return data as T;
}

/** POST a multipart form (an upload) with the token; the JSON answer, or an ApiError (status 0 when the network failed). */
export async function postForm<T>(path: string, form: FormData, token: string | null): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', body: form, headers: token ? { authorization: token } : {} });
  } catch (cause) {
    throw new ApiError(0, cause instanceof Error ? cause.message : 'network');
  }
  const body = parseJson(await response.text());
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}

/** An SWR key: a path, or a path with the token that authorises it. */
export type FetcherKey = string | readonly [path: string, token: string | null];

/** SWR's fetcher: GET the key's path, with its token when the key carries one. */
export function fetcher<T = unknown>(key: FetcherKey): Promise<T> {
  return typeof key === 'string' ? apiFetch<T>(key) : apiFetch<T>(key[0], { token: key[1] });
}
