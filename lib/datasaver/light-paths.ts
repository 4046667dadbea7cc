import { OBJECT_ID_HEX_ANY_CASE } from '../ids';
/** Which pages have a light version, and the cookie that asks for it (pure; next.config.mjs's rewrites say the same). */

/** Set to '1' by the top bar's switch; remembered a year in this browser. */
export const DATA_SAVER_COOKIE = 'importa-ahorro';
export const DATA_SAVER_MAX_AGE_S = 365 * 24 * 60 * 60;
/**
 * Whether a Cookie header (or `document.cookie`) asks for the light pages, read as the parser
 * Next.js itself uses for next.config.mjs's cookie conditions reads it (the `cookie` package's
 * parse: values trimmed, unquoted and percent-decoded, the first of a repeated name winning), so
 * every part of the store agrees with the page Next renders. That parser's module would be in
 * every page's first-load JavaScript for this one read; light-paths.test.ts compares the two.
 */
export function dataSaverOn(cookieHeader: string | undefined): boolean {
  return cookieValue(cookieHeader ?? '', DATA_SAVER_COOKIE) === '1';
}

/** The value of the first `name` in a Cookie header, as Next's parser for the rewrites' conditions reads it; undefined when absent. */
export function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const pair of cookieHeader.split(/; */)) {
    const splitAt = pair.indexOf('=');
    if (splitAt < 0 || pair.slice(0, splitAt).trim() !== name) continue;
    let value = pair.slice(splitAt + 1).trim();
    if (value[0] === '"') value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value; // as Next's parser: an undecodable value is taken as written
    }
  }
  return undefined;
}

const LIGHT_ROUTES: [RegExp, (id: string) => string][] = [
  [new RegExp(`^/products/detail/(${OBJECT_ID_HEX_ANY_CASE})/?$`), (id) => `/ahorro/products/${id}`],
  [new RegExp(`^/distributor/(${OBJECT_ID_HEX_ANY_CASE})/?$`), (id) => `/ahorro/distributor/${id}`],
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

/** Any base works: only whether `next` stays on it matters. */
const SAME_ORIGIN_BASE = 'http://importa.invalid';
/** C0 and C1 controls, DEL and the Unicode line and paragraph separators, which browsers drop or choke on in a Location header. */
const UNSAFE_IN_LOCATION = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * The same-origin path to go back to after switching modes: '/' when none is asked, null (the
 * caller answers 400) for anything else. `next` is resolved as a browser would, since browsers drop
 * tabs and newlines and read '\\' as '/' ('/\t/evil.example' is '//evil.example'); the answer is
 * the parsed, percent-encoded path, never the raw text.
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (next === null || next === undefined || next === '') return '/';
  if (!next.startsWith('/') || UNSAFE_IN_LOCATION.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, SAME_ORIGIN_BASE);
  } catch {
    return null;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A path like '/.//evil.example' resolves to '//evil.example', another host once sent back.
  if (url.origin !== SAME_ORIGIN_BASE || path.startsWith('//')) return null;
  return path;
}
