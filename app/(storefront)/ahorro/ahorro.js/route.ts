import { LIGHT_SCRIPT } from '@/components/datasaver/light-script';

export const dynamic = 'force-static';

/** The light pages' only script (tap-to-load images, service worker registration). */
export function GET(): Response {
  return new Response(LIGHT_SCRIPT, { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=86400' } });
}
