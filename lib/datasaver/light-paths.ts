/** Which pages have a light version, and the cookie that asks for it (pure; read by proxy.ts). */

/** Set to '1' by the top bar's switch; remembered a year in this browser. */
export const DATA_SAVER_COOKIE = 'importa-ahorro';
export const DATA_SAVER_MAX_AGE_S = 365 * 24 * 60 * 60;
const DATA_SAVER_ON = new RegExp(`(?:^|;\\s*)${DATA_SAVER_COOKIE}=1(?:;|$)`);

/** Whether a Cookie header (or `document.cookie`) asks for the light pages. */
export function dataSaverOn(cookieHeader: string | undefined): boolean {
  return DATA_SAVER_ON.test(cookieHeader ?? '');
}

const OBJECT_ID = '[0-9a-fA-F]{24}';
const LIGHT_ROUTES: [RegExp, (id: string) => string][] = [
  [new RegExp(`^/products/detail/(${OBJECT_ID})/?$`), (id) => `/ahorro/products/${id}`],
  [new RegExp(`^/distributor/(${OBJECT_ID})/?$`), (id) => `/ahorro/distributor/${id}`],
];

/** The light route serving `pathname` in data-saver mode, or null when the page has none (public listing pages only). */
export function lightPath(pathname: string): string | null {
  if (pathname === '/') return '/ahorro';
  for (const [pattern, target] of LIGHT_ROUTES) {
    const match = pattern.exec(pathname);
    if (match) return target(match[1]);
  }
  return null;
}

/** A same-site path to go back to after switching modes ('/' for anything else, so no open redirect). */
export function safeReturnPath(next: string | null | undefined): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}
