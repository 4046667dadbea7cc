import { accentInsensitivePrefix } from './search-pattern';

const matches = (query: string, value: string) => new RegExp(accentInsensitivePrefix(query), 'i').test(value);

describe('accent- and case-insensitive prefix pattern for the user search', () => {
  test.each([
    ['jose', 'José Martí', true],
    ['JOSÉ', 'jose luis', true],
    ['mart', 'José Martí', true],
    ['perez', 'Pérez', true],
    ['peña', 'Peña Gómez', true],
    ['pena', 'Peña', false],
    ['ana@', 'ana@importa.cu', true],
    ['nap', 'Ana Pérez', false],
    ['ose', 'José', false],
    ['gar', 'López García', true],
  ])('%s against %s: %s', (query, value, expected) => {
    expect(matches(query, value)).toBe(expected);
  });

  test.each(['.*', 'a+', '(a|b)', '[a-z]', '^x', 'a$', '\\d', 'a{2}', 'x?', 'a/b', 'a-b'])(
    'regex syntax %s is matched literally, never as a pattern',
    (query) => {
      expect(matches(query, `zz ${query} zz`)).toBe(true);
      expect(matches(query, 'zz aaaa zz')).toBe(false);
    },
  );
});
