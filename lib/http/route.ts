import crypto from 'node:crypto';
import type { z } from 'zod';
import { isDatabaseUnreachable } from '../db';
import { AppError, asAppError, errorBody } from '../errors';
import { loadViewer, tokenFromHeader, type Viewer } from '../auth/guard';
import { can, type Permission } from '../auth/roles';
import { consumeCallCaps } from '../auth/rate-limit';
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
};
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * The one handler wrapper: reads the raw token from Authorization, loads the viewer (roles from
 * the database), checks the permission, parses query and body with zod (unknown keys dropped),
 * and turns a thrown AppError into the spec's answer. Anything unexpected becomes a generic
 * Spanish message and a log line with a request id, never a stack trace.
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
      await consumeCallCaps(request, viewer?._id ?? null);
      const rawQuery = Object.fromEntries(new URL(request.url).searchParams);
      if (hasControlCharacters(rawQuery)) throw new AppError('validation');
      const query = options.query ? parseWith(options.query, rawQuery) : undefined;
      const body = options.body ? parseWith(options.body, await readJsonBody(request)) : undefined;
      const params = (await segment?.params) ?? {};
      const result = await handler({ body, query, params, viewer, request } as Context<Out<BS>, Out<QS>, A>);
      return result instanceof Response ? result : Response.json(result ?? null, { headers: { 'cache-control': 'no-store' } });
    } catch (thrown) {
      return errorResponse(thrown);
    }
  };
}

/** The JSON error answer for anything thrown by a handler. */
export function errorResponse(thrown: unknown): Response {
  const error = isDatabaseUnreachable(thrown) ? new AppError('unavailable', { cause: thrown }) : asAppError(thrown);
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

