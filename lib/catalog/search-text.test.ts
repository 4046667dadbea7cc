import { accentInsensitivePrefix } from '../account/search-pattern';
import { foldText, leadingToken, searchTokens } from './search-text';

describe('search text folding', () => {
  test.each([
    ['Café', 'cafe'],
    ['TELEVISOR', 'televisor'],
    ['Niño Pequeño', 'niño pequeño'],
    ['Árbol ÉXITO', 'arbol exito'],
  ])('%s folds to %s', (input, folded) => expect(foldText(input)).toBe(folded));

  test('tokens are distinct folded words of two or more characters', () => {
    expect(searchTokens('Café molido, café en grano', 'A 1 kg')).toEqual(['cafe', 'molido', 'en', 'grano', 'kg']);
  });
});

describe("leadingToken: the word index narrows the admin's name search without losing a match", () => {
  test.each([
    ['Samsung', 'samsung'],
    ['  Téle 32"', 'tele'],
    ['ñandú', 'ñandu'],
    ['tv-32', 'tv'],
    ['a', undefined],
    ['a b', undefined],
    ['(sony)', undefined],
    ['', undefined],
  ])('%p → %p', (search, token) => expect(leadingToken(search)).toBe(token));

  test("every name the search expression matches has a token starting with the search's leading token", () => {
    const names = [
      'Televisor Samsung 32"',
      'Aceite de girasol 1 L',
      'Cafetera ÉLITE',
      'Ñame fresco',
      'Jugo de piña',
      'Olla a presión (6 L)',
      'Tv-LED Sony',
      'Camión de juguete',
      'AB 12 cd',
    ];
    const searches = ['sam', 'Samsung 3', 'tele', 'elite', 'ÉLI', 'ñame', 'pi', 'piña', 'presion (6', 'tv-l', 'led', 'camion', 'ab 1', '12 c', 'girasol 1 l'];
    let matched = 0;
    for (const name of names) {
      for (const search of searches) {
        if (!new RegExp(accentInsensitivePrefix(search), 'i').test(name)) continue;
        matched++;
        const token = leadingToken(search);
        if (token) expect(searchTokens(name).some((t) => t.startsWith(token))).toBe(true);
      }
    }
    expect(matched).toBeGreaterThan(10);
  });
});
