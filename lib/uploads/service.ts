import '#server-only';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { env } from '../env';
import { AppError } from '../errors';
import { messages } from '../messages';
import { localImageFile, MAX_IMAGE_SIDE, MAX_UPLOAD_BYTES, mediaFile, mediaUrl, PREVIEW_SIDE, sniffImage } from './image-rules';

const uploadsMessages = messages.uploads;
/** Most pixels sharp will decode (a decompression bomb is refused before it fills memory). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The folder uploads are stored in (UPLOAD_DIR, relative to the working directory). Chosen at run
 * time, so the build's file tracing is told not to follow it (it would trace the whole project).
 */
export function uploadRoot(): string {
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), env().UPLOAD_DIR);
}

/** True when a request declares a body larger than any accepted upload (checked before reading it). */
export function isDeclaredTooLarge(request: Request): boolean {
  // The multipart envelope adds a few hundred bytes around the file.
  return Number(request.headers.get('content-length') ?? 0) > MAX_UPLOAD_BYTES + 64 * 1024;
}

/** The uploaded file of a multipart form (field 'file'), or a 400 in Spanish. */
export async function fileFromRequest(request: Request): Promise<File> {
  return (await uploadFromRequest(request)).file;
}

/** The uploaded file of a multipart form (field 'file') and its text fields (to check with zod), or a 400 in Spanish. */
export async function uploadFromRequest(request: Request): Promise<{ file: File; fields: Record<string, string> }> {
  if (isDeclaredTooLarge(request)) throw new AppError('validation', { message: uploadsMessages.size(MAX_UPLOAD_BYTES / 1024 / 1024) });
  const form = await request.formData().catch(() => null);
  const file = form?.get('file');
  if (!form || !file || typeof file === 'string') throw new AppError('validation', { message: uploadsMessages.missing });
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
  return { file, fields };
}

/**
 * An uploaded image's bytes once checked: at most 5 MB, and JPEG, PNG or WebP by its bytes,
 * whatever its name or declared type say. A 400 in Spanish otherwise.
 */
export async function checkedImageBytes(file: File): Promise<Buffer> {
  if (file.size > MAX_UPLOAD_BYTES) throw new AppError('validation', { message: uploadsMessages.size(MAX_UPLOAD_BYTES / 1024 / 1024) });
  const input = Buffer.from(await file.arrayBuffer());
  if (input.length > MAX_UPLOAD_BYTES) throw new AppError('validation', { message: uploadsMessages.size(MAX_UPLOAD_BYTES / 1024 / 1024) });
  if (!sniffImage(input)) throw new AppError('validation', { message: uploadsMessages.type });
  return input;
}

/**
 * Re-encodes checked image bytes as WebP no larger than `side` px a side, with the EXIF
 * orientation applied and every metadata block (EXIF with GPS and camera, XMP, ICC) dropped:
 * sharp writes none unless asked to.
 */
export function toWebp(input: Buffer, side: number, quality: number): Promise<{ data: Buffer; info: OutputInfo }> {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw new AppError('validation', { message: uploadsMessages.broken, cause: error });
    });
}

/**
 * Checks an uploaded image (checkedImageBytes), re-encodes it as WebP no larger than 1200 px a
 * side (toWebp) and stores it under UPLOAD_DIR/YYYY-MM/<random>.webp. Answers its public URL.
 */
export async function storeImage(file: File, now = new Date()): Promise<{ url: string; width: number; height: number }> {
  const output = await toWebp(await checkedImageBytes(file), MAX_IMAGE_SIDE, 82);
  const folder = now.toISOString().slice(0, 7);
  const relative = path.join(folder, `${crypto.randomBytes(12).toString('hex')}.webp`);
  const target = mediaFile(uploadRoot(), relative.split(path.sep));
  if (!target) throw new AppError('internal');
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, output.data, { flag: 'wx' });
  return { url: mediaUrl(relative), width: output.info.width, height: output.info.height };
}

/** A file's bytes, or null when the path is null or no file is there. */
export function readIfThere(file: string | null): Promise<Buffer | null> {
  if (!file) return Promise.resolve(null);
  return fs.readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'EISDIR') return null;
    throw error;
  });
}

/** A stored image's bytes for a media URL's segments, or null when the path is unsafe or missing. */
export function readMedia(segments: readonly string[]): Promise<Buffer | null> {
  return readIfThere(mediaFile(uploadRoot(), segments));
}

/**
 * One of the store's own images (an upload or a file under public/) as a PREVIEW_SIDE-pixel square
 * JPEG on white, for link previews; null when the URL is not ours or the file is missing.
 */
export async function jpegPreview(imageUrl: string): Promise<Buffer | null> {
  const input = await readIfThere(localImageFile(imageUrl, { uploads: uploadRoot(), publicDir: path.resolve(process.cwd(), 'public') }));
  if (!input) return null;
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize(PREVIEW_SIDE, PREVIEW_SIDE, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer();
}
