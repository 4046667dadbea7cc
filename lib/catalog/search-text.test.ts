import { foldText, searchTokens } from './search-text';

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
