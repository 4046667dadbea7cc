import path from 'node:path';
import { isPrivateFileName, privateFile } from './private-files';

const root = path.resolve('/srv/private');
const order = '0123456789abcdef01234567';
const name = 'a1b2c3d4e5f6a7b8c9d0e1f2';

test('a stored name is 24 lower-case hex digits', () => {
  expect(isPrivateFileName(name)).toBe(true);
  for (const bad of ['', name.toUpperCase(), `${name}.webp`, '../../etc/passwd', name.slice(1), 42, null]) expect(isPrivateFileName(bad)).toBe(false);
});

test.each([
  ['delivery', order, name, 'webp', path.join(root, 'delivery', order, `${name}.webp`)],
  ['receipts', order, name, 'pdf', path.join(root, 'receipts', order, `${name}.pdf`)],
  ['delivery', '..', name, 'webp', null],
  ['delivery', order, '../x', 'webp', null],
  ['delivery', order, name, 'we/bp', null],
  ['other', order, name, 'webp', null],
] as const)('privateFile(%s, %s, %s, %s)', (area, owner, file, ext, expected) => {
  expect(privateFile(root, area as 'delivery', owner, file, ext)).toBe(expected);
});
