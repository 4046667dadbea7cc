import { AppError } from '../errors';
import { errorResponse } from '../http/route';
import { safeReturnPath } from './light-paths';

/**
 * The answer of /ahorro/on and /ahorro/off: set `cookie` and go back (303) to the same-origin path
 * in ?next=, or 400 with the usual Spanish message when `next` is anything else.
 */
export function switchModeAnswer(request: Request, cookie: string): Response {
  const next = safeReturnPath(new URL(request.url).searchParams.get('next'));
  if (next === null) return errorResponse(new AppError('validation'));
  return new Response(null, { status: 303, headers: { location: next, 'set-cookie': cookie, 'cache-control': 'no-store' } });
}
