import path from 'node:path';
import { localImageFile, mediaFile, mediaUrl, sniffImage } from './image-rules';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('sniffImage', () => {
  test.each<[string, Uint8Array, string | null]>([
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'jpeg'],
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'png'],
    ['webp', Uint8Array.from([...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WEBPVP8 ')]), 'webp'],
    ['a RIFF that is not WebP (wav)', Uint8Array.from([...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WAVEfmt ')]), null],
    ['text renamed .png', Uint8Array.from(Buffer.from('hola, no soy una imagen')), null],
    ['gif', Uint8Array.from(Buffer.from('GIF89a')), null],
    ['svg', Uint8Array.from(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')), null],
    ['empty', bytes(), null],
    ['truncated png', bytes(0x89, 0x50, 0x4e), null],
  ])('%s', (_, input, kind) => expect(sniffImage(input)).toBe(kind));
});

describe('mediaFile', () => {
  const root = path.resolve('/srv/uploads');
  test.each<[string[], string | null]>([
    [['2025-03', 'a1b2c3.webp'], path.join(root, '2025-03', 'a1b2c3.webp')],
    [['a1b2c3.webp'], path.join(root, 'a1b2c3.webp')],
    [['..', 'secrets.webp'], null],
    [['2025-03', '..', 'x.webp'], null],
    [['2025-03', '.hidden.webp'], null],
    [['2025-03', 'x.png'], null],
    [['2025-03', 'x.webp.txt'], null],
    [['%2e%2e', 'x.webp'], null],
    [['a/b', 'x.webp'], null],
    [['2025-03', 'X.WEBP'], null],
    [[], null],
    [['a', 'b', 'c', 'x.webp'], null],
  ])('%p → %p', (segments, expected) => expect(mediaFile(root, segments)).toBe(expected));
});

test('mediaUrl', () => expect(mediaUrl(path.join('2025-03', 'abc.webp'))).toBe('/media/2025-03/abc.webp'));

describe('localImageFile', () => {
  const roots = { uploads: path.resolve('/srv/uploads'), publicDir: path.resolve('/srv/public') };
  test.each<[string, string | null]>([
    ['/media/2025-03/a1b2c3.webp', path.join(roots.uploads, '2025-03', 'a1b2c3.webp')],
    ['/demo/products/radio-1.webp', path.join(roots.publicDir, 'demo', 'products', 'radio-1.webp')],
    ['/demo/products/radio-1.webp?v=2', path.join(roots.publicDir, 'demo', 'products', 'radio-1.webp')],
    ['https://otro.sitio/a.webp', null],
    ['//otro.sitio/a.webp', null],
    ['/media/../secrets.json', null],
    ['/demo/%2e%2e/x.webp', null],
    ['/demo/products/radio-1.png', null],
  ])('%p → %p', (url, expected) => expect(localImageFile(url, roots)).toBe(expected));
});
