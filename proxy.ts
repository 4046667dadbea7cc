import { NextResponse, type NextRequest } from 'next/server';
import { DATA_SAVER_COOKIE, lightPath } from '@/lib/datasaver/light-paths';

/**
 * Data-saver mode: a browser whose switch is on (the importa-ahorro cookie) gets the light,
 * script-free version of the public listing pages at the same URL. Without the cookie the
 * matcher never calls this, so the normal pages stay exactly as they are (and cacheable).
 */
export function proxy(request: NextRequest): NextResponse {
  const light = request.cookies.get(DATA_SAVER_COOKIE)?.value === '1' ? lightPath(request.nextUrl.pathname) : null;
  if (!light) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = light;
  return NextResponse.rewrite(url);
}

export const config = {
  matcher: [
    { source: '/', has: [{ type: 'cookie', key: 'importa-ahorro', value: '1' }] },
    { source: '/products/detail/:id', has: [{ type: 'cookie', key: 'importa-ahorro', value: '1' }] },
    { source: '/distributor/:id', has: [{ type: 'cookie', key: 'importa-ahorro', value: '1' }] },
  ],
};
