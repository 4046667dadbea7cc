import { forgivingPrefixWords, forgivingWords, startsWithinOneEdit, withinOneEdit } from './typo-match';

describe('one edit apart', () => {
  test.each([
    ['televisor', 'televisor', true],
    ['televsor', 'televisor', true], // a letter missing
    ['televissor', 'televisor', true], // a letter too many
    ['telebisor', 'televisor', true], // a wrong letter
    ['telveisor', 'televisor', true], // two neighbours swapped
    ['tlevsor', 'televisor', false], // two letters missing
    ['telebisro', 'televisor', false], // two edits
    ['cafetera', 'cafe', false],
    ['olla', 'ola', true],
  ])('%s ~ %s is %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });

  test('a mistyped beginning of a word', () => {
    expect(startsWithinOneEdit('telev', 'televisor')).toBe(true);
    expect(startsWithinOneEdit('tlevi', 'televisor')).toBe(true);
    expect(startsWithinOneEdit('arroc', 'arrocera')).toBe(true);
    expect(startsWithinOneEdit('xyzwv', 'televisor')).toBe(false);
  });
});

describe('forgiving words', () => {
  const vocabulary = ['cafe', 'cafetera', 'camiseta', 'televisor', 'televisores', 'olla', 'arrocera'];
  const known = (word: string) => vocabulary.includes(word);

  test('a known word stands only for itself', () => {
    expect(forgivingWords('televisor', vocabulary, known)).toEqual(['televisor']);
  });

  test('an unknown word of 5+ letters expands to the words one edit away', () => {
    expect(forgivingWords('telebisor', vocabulary, known)).toEqual(['televisor']);
    expect(forgivingWords('camisetta', vocabulary, known)).toEqual(['camiseta']);
  });

  test('short words are never forgiven', () => {
    expect(forgivingWords('cafr', vocabulary, known)).toEqual([]);
    expect(forgivingWords('oll', vocabulary, known)).toEqual([]);
  });

  test('a mistyped prefix of 5+ letters finds the words it may begin', () => {
    expect(forgivingPrefixWords('telev', vocabulary)).toEqual(['televisor', 'televisores']);
    expect(forgivingPrefixWords('arrcer', vocabulary)).toEqual(['arrocera']);
    expect(forgivingPrefixWords('tele', vocabulary)).toEqual([]);
  });
});
