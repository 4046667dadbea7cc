import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { matchHas } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { configuredRewrites } from '@/scripts/test-support/next-config';
import { getCookieParser } from 'next/dist/server/api-utils/get-cookie-parser';
import { cookieValue, DATA_SAVER_COOKIE, dataSaverOn, lightPath, safeReturnPath } from './light-paths';

describe('data-saver routes', () => {
  const id = 'a'.repeat(24);

  test.each([
    ['/', '/ahorro'],
    [`/products/detail/${id}`, `/ahorro/products/${id}`],
    [`/distributor/${id}`, `/ahorro/distributor/${id}`],
    ['/cart', null],
    ['/products/detail/not-an-id', null],
    [`/products/detail/${id}/more`, null],
    ['/ahorro', null],
  ])('%s is served by %s', (path, light) => expect(lightPath(path)).toBe(light));

  test.each([
    ['importa-ahorro=1', true],
    ['sesion=abc; importa-ahorro=1', true],
    ['importa-ahorro=1; sesion=abc', true],
    ['importa-ahorro=0', false],
    ['importa-ahorro=10', false],
    ['otro-importa-ahorro=1', false],
    // As Next reads it for next.config.mjs's conditions: a percent-encoded or quoted 1 is a 1, and the first of a repeated name wins.
    ['importa-ahorro=%31', true],
    ['importa-ahorro="1"', true],
    ['importa-ahorro=0; importa-ahorro=1', false],
    ['importa-ahorro=1;importa-ahorro=0', true],
    ['', false],
    [undefined, false],
  ])('the cookie header %p asks for the light pages: %p', (cookie, on) => expect(dataSaverOn(cookie)).toBe(on));

  test("next.config.mjs's rewrites send exactly the light paths to their light routes, with the cookie as dataSaverOn reads it", () => {
    const rules = configuredRewrites().beforeFiles.filter((rule) => rule.destination.startsWith('/ahorro'));
    /** Where Next's own matching sends `pathname` with `cookie`, among the light rewrites. */
    const lightRewrite = (pathname: string, cookie: string) => {
      for (const rule of rules) {
        const params = getPathMatch(rule.source, { strict: true })(pathname);
        if (!params || !matchHas({ headers: { cookie } } as never, {}, rule.has as never, rule.missing as never)) continue;
        return rule.destination.replace(/:(\w+)/g, (_, key: string) => String(params[key]));
      }
      return null;
    };
    const paths = [
      '/',
      `/products/detail/${id}`,
      `/products/detail/${'A'.repeat(24)}`,
      `/distributor/${id}`,
      '/cart',
      '/products/detail/not-an-id',
      `/products/detail/${id}/more`,
      '/ahorro',
    ];
    const cookies = [
      'importa-ahorro=1',
      '',
      'importa-ahorro=0',
      'importa-ahorro=%31',
      'importa-ahorro=0; importa-ahorro=1',
      'importa-ahorro=1;importa-ahorro=0',
      'importa-ahorro=10',
    ];
    for (const path of paths)
      for (const cookie of cookies) expect([path, cookie, lightRewrite(path, cookie)]).toEqual([path, cookie, dataSaverOn(cookie) ? lightPath(path) : null]);
  });

  test.each([
    'importa-ahorro=1',
    'importa-ahorro="1"',
    'importa-ahorro=0; importa-ahorro=1',
    'a=1; importa-ahorro=%31; b=2',
    'importa-ahorro=1; importa-ahorro=%E0%A4%A',
    'importa-ahorro=%E0%A4%A; importa-ahorro=0',
    'importa-ahorro; x=1',
    'importa-ahorro=1;importa-ahorro=',
    'importa-ahorro==1',
    ';;importa-ahorro=1;;  ',
    ' importa-ahorro=1',
    'importa-ahorro=1 ',
    '',
  ])("the cookie header %p is read as Next reads it for next.config.mjs's conditions", (cookie) =>
    expect(cookieValue(cookie, DATA_SAVER_COOKIE)).toBe(getCookieParser({ cookie })()[DATA_SAVER_COOKIE]),
  );

  test('same-origin paths are returned to, parsed and percent-encoded; none asked is the home page', () => {
    expect(safeReturnPath(`/products/detail/${id}`)).toBe(`/products/detail/${id}`);
    expect(safeReturnPath('/?searchPhrase=café#arriba')).toBe('/?searchPhrase=caf%C3%A9#arriba');
    expect(safeReturnPath('/a/../distributor/x')).toBe('/distributor/x');
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath('')).toBe('/');
  });

  // Decision 19.4: '/\t/example.com' was sent back as is, and Chromium went to example.com.
  test.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '\t//evil.example',
    '/\u0000/evil.example',
    '/\u2028/evil.example',
    '/\u2029/x',
    '/\u0085/x',
    '/\u007f/x',
    '/\\\t\\evil.example',
    '/.//evil.example',
    '/x/..//evil.example',
    '/%2e//evil.example',
    'evil.example',
    'javascript:alert(1)',
    ' /x',
  ])('%j is refused', (next) => expect(safeReturnPath(next)).toBeNull());

  test('whatever the path, the answer is a single-slash path with no control characters', () => {
    for (const next of ['/%09/evil.example', '/%2F%2Fevil.example', '/%5C%5Cevil.example', '/\uFFFD', '/%E2%80%A8']) {
      const path = safeReturnPath(next);
      expect(path).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
      expect(new URL(path!, 'https://importa.cu').origin).toBe('https://importa.cu');
    }
  });
});
