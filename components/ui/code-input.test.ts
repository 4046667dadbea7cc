import { backspaceCode, focusTarget, sanitizeCode, typeIntoCode } from './code-input';

describe('sanitizeCode', () => {
  test.each<[string, boolean, string]>([
    ['12a3', true, '123'],
    [' 4 5-6 ', true, '456'],
    ['ab-c1!', false, 'ABC1'],
    ['ñ9z', false, '9Z'],
  ])('%j numeric=%s → %j', (text, numeric, expected) => expect(sanitizeCode(text, numeric)).toBe(expected));
});

describe('typeIntoCode', () => {
  test.each<[string, number, string, string, number]>([
    ['', 0, '1', '1', 1],
    ['1', 1, '2', '12', 2],
    ['12', 3, '3', '123', 3], // a click past the first empty box lands in it
    ['123', 3, '4', '1234', 3], // the last box keeps focus
    ['1234', 1, '9', '1934', 2], // overwrite in the middle
    ['', 0, '1234', '1234', 3], // paste fills every box
    ['', 0, '123456', '1234', 3], // extra characters dropped
    ['12', 2, 'x', '12', 2], // rejected character changes nothing
  ])('%j at %i typing %j → %j focus %i', (value, index, typed, expected, focus) =>
    expect(typeIntoCode(value, index, typed, 4, true)).toEqual({ value: expected, focus }),
  );

  test('alphanumeric codes are upper-cased', () => expect(typeIntoCode('AB', 2, 'c3', 6, false)).toEqual({ value: 'ABC3', focus: 4 }));
});

describe('backspaceCode', () => {
  test.each<[string, number, string, number]>([
    ['123', 3, '12', 2], // empty box: deletes the previous one
    ['123', 1, '13', 1], // filled box: deletes its own
    ['', 0, '', 0],
    ['1234', 3, '123', 3],
  ])('%j at %i → %j focus %i', (value, index, expected, focus) => expect(backspaceCode(value, index)).toEqual({ value: expected, focus }));
});

describe('focusTarget', () => {
  test.each<[string, number, number]>([
    ['', 3, 0],
    ['12', 3, 2],
    ['1234', 3, 3],
    ['12', 1, 1],
  ])('%j click %i → %i', (value, index, target) => expect(focusTarget(value, index, 4)).toBe(target));
});
