import { DATA_SAVER_COOKIE, DATA_SAVER_MAX_AGE_S, lightPath } from '@/lib/datasaver/light-paths';

/**
 * Turns data-saver mode on or off in this browser and loads the page again: next.config.mjs's
 * rewrites pick the light or normal page for the URL from the cookie. Set here rather than through /ahorro/on's
 * redirect, so the very next load carries it.
 */
export function switchDataSaver(on: boolean): void {
  document.cookie = on
    ? `${DATA_SAVER_COOKIE}=1; Path=/; Max-Age=${DATA_SAVER_MAX_AGE_S}; SameSite=Lax`
    : `${DATA_SAVER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  // A full load: the rewrites pick the light or normal page for this URL from the cookie.
  if (lightPath(window.location.pathname)) window.location.reload();
  else window.location.assign(window.location.href);
}
