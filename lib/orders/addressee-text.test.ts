import { addresseeText } from './addressee-text';

test.each<[string, { address: string; municipality: string; region: string }, string]>([
  [
    'joined at checkout: written once',
    { address: 'Calle 23 #456, Vedado, Plaza de la Revolución, La Habana', municipality: 'Plaza de la Revolución', region: 'La Habana' },
    'Calle 23 #456, Vedado, Plaza de la Revolución, La Habana',
  ],
  [
    'a street only: the place is appended',
    { address: 'Calle 23 #456', municipality: 'Plaza de la Revolución', region: 'La Habana' },
    'Calle 23 #456, Plaza de la Revolución, La Habana',
  ],
  ['no street', { address: ' ', municipality: 'Cárdenas', region: 'Matanzas' }, 'Cárdenas, Matanzas'],
  ['no place', { address: 'Calle 1', municipality: '', region: '' }, 'Calle 1'],
])('%s', (_, addressee, text) => expect(addresseeText(addressee)).toBe(text));
