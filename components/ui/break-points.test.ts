import { emailParts } from './break-points';

test.each<[string, string[]]>([
  ['ana.perez@correo.cu', ['ana.', 'perez@', 'correo.', 'cu']],
  ['yanet.walk1795539335@example.com', ['yanet.', 'walk1795539335@', 'example.', 'com']],
  ['yanet.walk-1764010000000-1@importa.test', ['yanet.', 'walk-', '1764010000000-', '1@', 'importa.', 'test']],
  ['ana_perez@correo.cu', ['ana_', 'perez@', 'correo.', 'cu']],
  ['sinpuntos', ['sinpuntos']],
  ['a..b@@c.', ['a.', '.', 'b@', '@', 'c.']],
  ['', []],
])('%s → %o', (email, parts) => {
  expect(emailParts(email)).toEqual(parts);
  expect(emailParts(email).join('')).toBe(email);
});
