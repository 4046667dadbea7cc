import { chooseColor, chooseSize, colorOptions, initialChoice, sizeOptions, type Tag } from './tag-choice';

const tags: Tag[] = [
  { size: 'XL', color: 'negro', availableCount: 1 },
  { size: 'S', color: 'negro', availableCount: 0 },
  { size: 'S', color: 'rojo', availableCount: 3 },
  { size: 'M', color: 'negro', availableCount: 2 },
  { size: 'M', color: 'rojo', availableCount: 0 },
];

test('sizes follow the category list order', () => expect(sizeOptions(tags, 'clothing')).toEqual(['S', 'M', 'XL']));
test('shoe sizes sort numerically by the list', () =>
  expect(
    sizeOptions(
      [
        { size: '40', color: 'a', availableCount: 1 },
        { size: '38.5', color: 'a', availableCount: 1 },
      ],
      'shoes',
    ),
  ).toEqual(['38.5', '40']));
test('colours in first-seen order', () => expect(colorOptions(tags)).toEqual(['negro', 'rojo']));
test('the first combination in stock, in size order', () => expect(initialChoice(tags, 'clothing')).toEqual({ size: 'S', color: 'rojo' }));
test('nothing in stock: the first listed', () =>
  expect(initialChoice([{ size: 'M', color: 'a', availableCount: 0 }], 'clothing')).toEqual({ size: 'M', color: 'a' }));

describe('chooseSize', () => {
  test.each<[string, string, string, { size: string; color: string }]>([
    ['keeps a colour in stock', 'S', 'rojo', { size: 'S', color: 'rojo' }],
    ['moves the colour to one in stock', 'M', 'rojo', { size: 'M', color: 'negro' }],
    ['keeps the colour when the size has none', 'L', 'rojo', { size: 'L', color: 'rojo' }],
  ])('%s', (_name, size, color, expected) => expect(chooseSize(tags, { size: 'XL', color }, size)).toEqual(expected));
});

describe('chooseColor', () => {
  test.each<[string, string, string, { size: string; color: string }]>([
    ['keeps a size in stock', 'M', 'negro', { size: 'M', color: 'negro' }],
    ['moves the size to the first in stock', 'M', 'rojo', { size: 'S', color: 'rojo' }],
    ['keeps the size when the colour has none', 'M', 'azul', { size: 'M', color: 'azul' }],
  ])('%s', (_name, size, color, expected) => expect(chooseColor(tags, 'clothing', { size, color: 'x' }, color)).toEqual(expected));
});
