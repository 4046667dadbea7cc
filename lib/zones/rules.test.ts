import { pauseFor, zoneLabel } from './rules';

const province = { province: 'La Habana', municipality: '' };
const centro = { province: 'La Habana', municipality: 'Centro Habana' };

describe('pauseFor', () => {
  test.each([
    ['municipality pause applies to it', [centro], { region: 'La Habana', municipality: 'Centro Habana' }, centro],
    ['municipality pause spares the neighbour', [centro], { region: 'La Habana', municipality: 'Playa' }, null],
    ['province pause covers every municipality', [province], { region: 'La Habana', municipality: 'Playa' }, province],
    ['the municipality pause wins (its own notice)', [province, centro], { region: 'La Habana', municipality: 'Centro Habana' }, centro],
    ['other province untouched', [province], { region: 'Matanzas', municipality: 'Cárdenas' }, null],
    ['no municipality: only a province pause', [centro], { region: 'La Habana', municipality: '' }, null],
    ['no zone chosen', [province], null, null],
  ])('%s', (_name, pauses, zone, expected) => expect(pauseFor(pauses, zone)).toEqual(expected));
});

test('zoneLabel', () => {
  expect(zoneLabel(centro)).toBe('Centro Habana (La Habana)');
  expect(zoneLabel(province)).toBe('La Habana');
});
