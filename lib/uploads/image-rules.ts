import path from 'node:path';

export { MAX_UPLOAD_BYTES } from './upload-limits';
/** Longest side of a stored image, in pixels. */
export const MAX_IMAGE_SIDE = 1200;
/** URL prefix under which stored images are served (app/media/[...path]/route.ts). */
export const MEDIA_PREFIX = '/media';

export type ImageKind = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** The image type by its first bytes (magic numbers), whatever the name or declared type say; null for anything else. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/** A stored image's name: lower-case hex, a dash and digits allowed, ending in .webp. */
const FILE_NAME = /^[a-z0-9][a-z0-9-]{0,79}\.webp$/;
/** A folder of the media tree: lower-case letters, digits and dashes. */
const FOLDER_NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;

/**
 * The absolute file of a media URL's segments under `root`, or null unless every segment is a
 * plain name (no dots, slashes or encodings that could climb out), the last one a .webp file, and
 * the result still inside `root`.
 */
export function mediaFile(root: string, segments: readonly string[]): string | null {
  if (segments.length < 1 || segments.length > 3) return null;
  const folders = segments.slice(0, -1);
  const file = segments[segments.length - 1];
  if (!FILE_NAME.test(file) || !folders.every((f) => FOLDER_NAME.test(f))) return null;
  const base = path.resolve(root);
  const target = path.resolve(base, ...segments);
  return target.startsWith(base + path.sep) ? target : null;
}

/** The public URL of a stored image given its path relative to the upload folder ('2025-03/abc.webp'). */
export function mediaUrl(relative: string): string {
  return `${MEDIA_PREFIX}/${relative.split(path.sep).join('/')}`;
}

/**
 * The file behind one of the store's image URLs: an upload ('/media/2025-03/abc.webp', under
 * `roots.uploads`) or a static picture ('/demo/products/radio-1.webp', under `roots.publicDir`).
 * Null for another site's URL or any path mediaFile refuses.
 */
export function localImageFile(url: string, roots: { uploads: string; publicDir: string }): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  const segments = url.split('?')[0].split('/').slice(1);
  if (segments[0] === MEDIA_PREFIX.slice(1)) return mediaFile(roots.uploads, segments.slice(1));
  return mediaFile(roots.publicDir, segments);
}

/** Side in pixels of the square JPEG that link previews show (app/(storefront)/products/og/[id]/route.ts). */
export const PREVIEW_SIDE = 600;

/** Where a product's link preview image is served: JPEG, which every messaging app previews (WebP is not). */
export function previewImagePath(productId: string): string {
  return `/products/og/${productId}.jpg`;
}
