import { lightPath, safeReturnPath } from './light-paths';

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

  test('only same-site paths are returned to', () => {
    expect(safeReturnPath(`/products/detail/${id}`)).toBe(`/products/detail/${id}`);
    expect(safeReturnPath('//evil.example')).toBe('/');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath(undefined)).toBe('/');
  });
});
