import { dataSaverOn, lightPath, safeReturnPath } from './light-paths';

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
    ['', false],
    [undefined, false],
  ])('the cookie header %p asks for the light pages: %p', (cookie, on) => expect(dataSaverOn(cookie)).toBe(on));

  test('only same-site paths are returned to', () => {
    expect(safeReturnPath(`/products/detail/${id}`)).toBe(`/products/detail/${id}`);
    expect(safeReturnPath('//evil.example')).toBe('/');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath(undefined)).toBe('/');
  });
});
