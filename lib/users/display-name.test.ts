import { personalDisplayName } from './display-name';

test.each([
  ['Laura', 'Pérez', 'Laura P.'],
  ['Laura', '', 'Laura'],
  ['', 'Pérez', 'P.'],
  [null, undefined, ''],
])('personalDisplayName(%s, %s)', (name, lastName, expected) => expect(personalDisplayName(name, lastName)).toBe(expected));
