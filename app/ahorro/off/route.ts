import { DATA_SAVER_COOKIE, safeReturnPath } from '@/lib/datasaver/light-paths';

/** Turn data-saver mode off for this browser (a plain form on the light pages) and go back to `next`. */
export function GET(request: Request): Response {
  const next = safeReturnPath(new URL(request.url).searchParams.get('next'));
  return new Response(null, {
    status: 303,
    headers: { location: next, 'set-cookie': `${DATA_SAVER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`, 'cache-control': 'no-store' },
  });
}
