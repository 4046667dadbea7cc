import { foldText, searchTokens } from './search-text';
import { SYNONYM_GROUPS, wordAlternatives, wordForms } from './synonyms';

describe('SYNONYM_GROUPS (the maintained list)', () => {
  test('every entry is one word, as the index keeps words', () => {
    for (const group of SYNONYM_GROUPS) for (const entry of group) expect(searchTokens(entry)).toEqual([foldText(entry)]);
  });

  test('no word sits in two groups (it would join them silently)', () => {
    const seen = new Map<string, number>();
    SYNONYM_GROUPS.forEach((group, index) => {
      for (const word of group.map(foldText)) {
        expect([word, seen.get(word) ?? index]).toEqual([word, index]);
        seen.set(word, index);
      }
    });
  });
});

describe('wordForms', () => {
  test.each([
    ['zapatos', ['zapatos', 'zapato']],
    ['zapato', ['zapato', 'zapatos']],
    ['pantalon', ['pantalon', 'pantalones']],
    ['pantalones', ['pantalones', 'pantalon', 'pantalone']],
    ['tv', ['tv']],
  ])('%s → %p', (word, forms) => expect(wordForms(word)).toEqual(forms));
});

describe('wordAlternatives', () => {
  test('a phone is found whichever word the shopper uses, with or without the accent', () => {
    for (const typed of ['telefono', 'telefonos', 'celular', 'movil']) {
      expect(wordAlternatives(foldText(typed))).toEqual(expect.arrayContaining(['telefono', 'celular', 'celulares', 'movil', 'smartphone']));
    }
    expect(wordAlternatives(foldText('teléfono'))).toContain('celular');
  });

  test('shoes: zapatos also finds tenis', () => {
    expect(wordAlternatives('zapatos')).toEqual(expect.arrayContaining(['zapatos', 'zapato', 'tenis', 'zapatillas']));
  });

  test('the word itself comes first; a word of no group keeps only its forms', () => {
    expect(wordAlternatives('nike')).toEqual(['nike', 'nikes']);
    expect(wordAlternatives('celular')[0]).toBe('celular');
  });
});
