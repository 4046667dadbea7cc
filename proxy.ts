import { NextResponse, type NextRequest } from 'next/server';
import { cachedHomePath } from '@/lib/catalog/cached-home';
import { DATA_SAVER_COOKIE, lightPath } from '@/components/datasaver/light-paths';

/**
 * Data-saver mode: a browser whose switch is on (the importa-ahorro cookie) gets the light,
 * script-free version of the public listing pages at the same URL. Otherwise the home without a
 * search is served from its cached route (lib/catalog/cached-home.ts). Other pages never come here.
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  const light = request.cookies.get(DATA_SAVER_COOKIE)?.value === '1' ? lightPath(pathname) : null;
  const target = light ?? cachedHomePath(pathname, search);
  if (!target) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = target;
  return NextResponse.rewrite(url);
}

export const config = {
  matcher: [
    '/',
    { source: '/products/detail/:id', has: [{ type: 'cookie', key: 'importa-ahorro', value: '1' }] },
    { source: '/distributor/:id', has: [{ type: 'cookie', key: 'importa-ahorro', value: '1' }] },
  ],
};
