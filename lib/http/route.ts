import crypto from 'node:crypto';
import type { z } from 'zod';
import { isDatabaseUnreachable, isTimeLimitExceeded, RETRY_AFTER_TIME_LIMIT_S } from '../db';
import { AppError, asAppError, errorBody } from '../errors';
import { loadViewer, tokenFromHeader, type Viewer } from '../auth/guard';
import { can, type Permission } from '../auth/roles';
import { consumeCallCap, type CallCap } from '../auth/rate-limit';
import { hasControlCharacters, readJsonBody, parseWith } from './input';

type Auth = 'none' | 'optional' | 'user';
type Params = Record<string, string | string[] | undefined>;
type Context<B, Q, A extends Auth> = {
  body: B;
  query: Q;
  params: Params;
  viewer: A extends 'user' ? Viewer : Viewer | null;
  request: Request;
};
type Options<BS extends z.ZodType | undefined, QS extends z.ZodType | undefined, A extends Auth> = {
  body?: BS;
  query?: QS;
  auth?: A;
  permission?: Permission;
  /** The call's cap per user and per address (CALL_CAPS in lib/auth/rate-limit.ts), counted before the body is read. */
  cap?: CallCap;
};
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The status of an answer to a request its client abandoned (nginx's "client closed request"). */
const ABANDONED = 499;

/**
 * The one handler wrapper: reads the raw token from Authorization, loads the viewer (roles from
 * the database), checks the permission, parses query and body with zod (unknown keys dropped),
 * and turns a thrown AppError into the spec's answer. Anything unexpected becomes a generic
 * Spanish message and a log line with a request id, never a stack trace. A handler of several
 * read steps calls `request.signal.throwIfAborted()` between them, so a client that gave up stops
 * costing more than the step under way (each query has its time limit, lib/db.ts).
 */
export function route<BS extends z.ZodType | undefined = undefined, QS extends z.ZodType | undefined = undefined, A extends Auth = 'none'>(
  options: Options<BS, QS, A>,
  handler: (ctx: Context<Out<BS>, Out<QS>, A>) => Promise<unknown> | unknown,
) {
  return async (request: Request, segment?: { params?: Promise<Params> }): Promise<Response> => {
    try {
      const auth = options.auth ?? 'none';
      const viewer = auth === 'none' ? null : await loadViewer(tokenFromHeader(request.headers.get('authorization')));
      if ((auth === 'user' || options.permission) && !viewer) throw new AppError('unauthenticated');
      if (options.permission && !can(viewer, options.permission)) throw new AppError('forbidden');
      if (options.cap) await consumeCallCap(options.cap, request, viewer?._id ?? null);
      const rawQuery = Object.fromEntries(new URL(request.url).searchParams);
      if (hasControlCharacters(rawQuery)) throw new AppError('validation');
      const query = options.query ? parseWith(options.query, rawQuery) : undefined;
      const body = options.body ? parseWith(options.body, await readJsonBody(request)) : undefined;
      const params = (await segment?.params) ?? {};
      // A client gone while the viewer, caps and body were read leaves the handler's work undone.
      request.signal.throwIfAborted();
      const result = await handler({ body, query, params, viewer, request } as Context<Out<BS>, Out<QS>, A>);
      return result instanceof Response ? result : Response.json(result ?? null, { headers: { 'cache-control': 'no-store' } });
    } catch (thrown) {
      // Nobody reads the answer of an abandoned request, and its stopped work is not an error to log.
      if (request.signal.aborted) return new Response(null, { status: ABANDONED, headers: { 'cache-control': 'no-store' } });
      return errorResponse(thrown);
    }
  };
}

/** The AppError a thrown value stands for: the database out of reach or out of time is a 503, not a 500. */
function appErrorOf(thrown: unknown): AppError {
  if (isDatabaseUnreachable(thrown)) return new AppError('unavailable', { cause: thrown });
  if (isTimeLimitExceeded(thrown)) return new AppError('busy', { cause: thrown, details: { retryAfterSeconds: RETRY_AFTER_TIME_LIMIT_S } });
  return asAppError(thrown);
}

/** The JSON error answer for anything thrown by a handler. */
export function errorResponse(thrown: unknown): Response {
  const error = appErrorOf(thrown);
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  const retryAfter = error.details?.retryAfterSeconds;
  if (typeof retryAfter === 'number') headers['retry-after'] = String(retryAfter);
  if (error.status >= 500) {
    const requestId = crypto.randomUUID();
    headers['x-request-id'] = requestId;
    console.error(`[api] ${requestId} ${error.code}:`, error.cause ?? error);
    return Response.json({ message: error.message, requestId }, { status: error.status, headers });
  }
  const body = errorBody(error);
  delete body.retryAfterSeconds;
  return Response.json(body, { status: error.status, headers });
}
