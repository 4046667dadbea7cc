import '#server-only';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { env } from '../env';
import { AppError } from '../errors';
import { privateFile, type PrivateArea } from './private-files';
import { checkedImageBytes, readIfThere, toWebp } from './service';

/** Longest side of a private photo, in pixels: enough to see the goods, light on a slow line (about 60–150 kB). */
export const PRIVATE_PHOTO_SIDE = 960;
const PRIVATE_PHOTO_QUALITY = 70;

/** The folder private files are stored in (PRIVATE_UPLOAD_DIR, relative to the working directory). */
export function privateRoot(): string {
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), env().PRIVATE_UPLOAD_DIR);
}

/** Writes `bytes` as `area/owner/<random>.ext` under the private folder, readable by the store only. Answers the name. */
export async function writePrivateFile(area: PrivateArea, owner: string, ext: string, bytes: Uint8Array): Promise<string> {
  const name = crypto.randomBytes(12).toString('hex');
  const target = privateFile(privateRoot(), area, owner, name, ext);
  if (!target) throw new AppError('internal');
  await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  await fs.writeFile(target, bytes, { flag: 'wx', mode: 0o600 });
  return name;
}

/**
 * Checks an uploaded photo (≤ 5 MB, JPEG, PNG or WebP by its bytes), strips its metadata (GPS,
 * camera), resizes it to PRIVATE_PHOTO_SIDE and stores it privately as WebP. Answers its name.
 */
export async function storePrivatePhoto(file: File, area: PrivateArea, owner: string): Promise<string> {
  const output = await toWebp(await checkedImageBytes(file), PRIVATE_PHOTO_SIDE, PRIVATE_PHOTO_QUALITY);
  return writePrivateFile(area, owner, 'webp', output.data);
}

/** A private file's bytes, or null when the name is not valid or nothing is stored there. */
export function readPrivateFile(area: PrivateArea, owner: string, name: string, ext = 'webp'): Promise<Buffer | null> {
  return readIfThere(privateFile(privateRoot(), area, owner, name, ext));
}
