import { DATA_SAVER_COOKIE, DATA_SAVER_MAX_AGE_S, safeReturnPath } from '@/lib/datasaver/light-paths';

/** Turn data-saver mode on for this browser (works without JavaScript) and go back to `next`. */
export function GET(request: Request): Response {
  const next = safeReturnPath(new URL(request.url).searchParams.get('next'));
  return new Response(null, {
    status: 303,
    headers: { location: next, 'set-cookie': `${DATA_SAVER_COOKIE}=1; Path=/; Max-Age=${DATA_SAVER_MAX_AGE_S}; SameSite=Lax`, 'cache-control': 'no-store' },
  });
}
