import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { useTestDatabase as withTestDatabase } from '@/scripts/test-support/db';
import { createCategory, createProduct, createUser } from '@/scripts/test-support/fixtures';
import { withTemporaryFolder } from '@/scripts/test-support/temporary-folder';
import * as uploads from '@/app/api/uploads/route';
import * as media from '@/app/(storefront)/media/[...path]/route';
import * as preview from '@/app/(storefront)/products/og/[id]/route';
import { messages } from '../messages';
import { MAX_UPLOAD_BYTES, PREVIEW_SIDE, previewImagePath, sniffImage } from './image-rules';

withTestDatabase();

const folder = withTemporaryFolder('UPLOAD_DIR', 'importa-uploads-');

type Answer = { url?: string; width?: number; height?: number; message?: string };

async function upload(token: string, bytes: Uint8Array, name: string, type: string): Promise<{ status: number; body: Answer }> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type }));
  const request = new Request('http://localhost/api/uploads', { method: 'POST', body: form, headers: { authorization: token } });
  const response = await uploads.POST(request, { params: Promise.resolve({}) });
  return { status: response.status, body: (await response.json()) as Answer };
}

const filesIn = (root: string): string[] =>
  fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);

test('a large PNG is stored as WebP no wider than 1200 px and served from /media with long caching', async () => {
  const { token } = await createUser({ isImportCompany: true });
  const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#0b5fa5' } })
    .png()
    .toBuffer();
  const { status, body } = await upload(token, png, 'foto.png', 'image/png');
  expect(status).toBe(200);
  expect(body.url).toMatch(/^\/media\/\d{4}-\d{2}\/[0-9a-f]{24}\.webp$/);
  expect([body.width, body.height]).toEqual([1200, 600]);

  const segments = body.url!.split('/').slice(2);
  const served = await media.GET(new Request(`http://localhost${body.url}`), { params: Promise.resolve({ path: segments }) });
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/webp');
  expect(served.headers.get('cache-control')).toContain('max-age=31536000');
  const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 600]);
});

test('a JPEG and a WebP are accepted by their bytes; a small image is not enlarged', async () => {
  const { token } = await createUser({ isSuperAdmin: true });
  const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();
  const webp = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#00000000' } })
    .webp()
    .toBuffer();
  expect((await upload(token, jpeg, 'sin-extension', 'application/octet-stream')).body).toMatchObject({ width: 300, height: 200 });
  expect((await upload(token, webp, 'icono.webp', 'image/webp')).status).toBe(200);
});

test('wrong types, broken images and oversize files are refused and nothing is stored', async () => {
  const { token } = await createUser({ isImportCompany: true });
  const before = filesIn(folder()).length;
  const text = await upload(token, new TextEncoder().encode('Esto es texto, no una imagen.'), 'foto.png', 'image/png');
  expect([text.status, text.body.message]).toEqual([400, messages.uploads.type]);
  const gif = await upload(token, new TextEncoder().encode('GIF89a\x01\x00\x01\x00'), 'animacion.png', 'image/png');
  expect(gif.body.message).toBe(messages.uploads.type);
  const svg = await upload(token, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.png', 'image/png');
  expect(svg.body.message).toBe(messages.uploads.type);
  const broken = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6]);
  expect((await upload(token, broken, 'roto.png', 'image/png')).body.message).toBe(messages.uploads.broken);

  const oversize = new Uint8Array(MAX_UPLOAD_BYTES + 1);
  oversize.set([0xff, 0xd8, 0xff, 0xe0]);
  const big = await upload(token, oversize, 'enorme.jpg', 'image/jpeg');
  expect([big.status, big.body.message]).toEqual([400, messages.uploads.size(5)]);

  const declared = new Request('http://localhost/api/uploads', {
    method: 'POST',
    headers: { authorization: token, 'content-length': String(20 * 1024 * 1024), 'content-type': 'multipart/form-data; boundary=x' },
    body: '--x--',
  });
  expect((await uploads.POST(declared, { params: Promise.resolve({}) })).status).toBe(400);

  const empty = new Request('http://localhost/api/uploads', { method: 'POST', headers: { authorization: token }, body: new FormData() });
  expect((await (await uploads.POST(empty, { params: Promise.resolve({}) })).json()).message).toBe(messages.uploads.missing);
  expect(filesIn(folder()).length).toBe(before);
});

test('/media refuses paths that could leave the upload folder', async () => {
  fs.writeFileSync(path.join(path.dirname(folder()), 'fuera.webp'), 'x');
  for (const segments of [['..', 'fuera.webp'], ['%2e%2e', 'fuera.webp'], ['2025-01', '..', '..', 'fuera.webp'], ['nada.webp'], ['x.png']]) {
    const answer = await media.GET(new Request('http://localhost/media/x'), { params: Promise.resolve({ path: segments }) });
    expect(answer.status).toBe(404);
  }
  fs.rmSync(path.join(path.dirname(folder()), 'fuera.webp'));
});

test("a product's link preview is its uploaded WebP served as a square JPEG; an unknown product has none", async () => {
  const seller = await createUser({ isImportCompany: true });
  const png = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#f2c94c' } })
    .png()
    .toBuffer();
  const { body } = await upload(seller.token, png, 'foto.png', 'image/png');
  const product = await createProduct(seller.user, { category: await createCategory(), mainImageUrl: body.url });
  const id = String(product._id);
  const get = (productId: string) =>
    preview.GET(new Request(`http://localhost${previewImagePath(productId)}`), { params: Promise.resolve({ id: `${productId}.jpg` }) });

  const served = await get(id);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/jpeg');
  const bytes = Buffer.from(await served.arrayBuffer());
  expect(sniffImage(bytes)).toBe('jpeg');
  const meta = await sharp(bytes).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', PREVIEW_SIDE, PREVIEW_SIDE]);

  expect((await get('000000000000000000000000')).status).toBe(404);
});
