import { DEMO_COLORS } from '@/scripts/server/seed/stock';
import { colorName } from './color-name';

test.each(Object.entries(DEMO_COLORS))('the demo swatch %s is called %s', (hex, name) => {
  expect(colorName(hex).toLowerCase()).toBe(name);
});

test.each<[string, string]>([
  ['#f00', 'Rojo'],
  ['#FF0000', 'Rojo'],
  ['#000000', 'Negro'],
  ['#ffffff', 'Blanco'],
  ['#0000ff', 'Azul'],
  ['#ffa500', 'Naranja'],
  ['#800080', 'Morado'],
  ['azul cielo', 'Azul cielo'],
  [' Rojo ', 'Rojo'],
  ['#12345', '#12345'],
])('%s → %s', (color, name) => {
  expect(colorName(color)).toBe(name);
});
