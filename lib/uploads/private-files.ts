import path from 'node:path';
import { SERVER_OBJECT_ID } from '../ids';

/*
 * Where private pictures live (delivery photos, review and claim photos, payment receipts): a
 * folder apart from the public uploads, read only by routes that check who asks. Pure: the root
 * is passed in.
 */

/** The kinds of private file, each in its own folder. */
export const PRIVATE_AREAS = ['delivery', 'reviews', 'claims', 'receipts'] as const;
export type PrivateArea = (typeof PRIVATE_AREAS)[number];

const OWNER = SERVER_OBJECT_ID;
const NAME = SERVER_OBJECT_ID;

/** True when `name` could be a stored private file's name (24 lower-case hex digits, no extension). */
export function isPrivateFileName(name: unknown): name is string {
  return typeof name === 'string' && NAME.test(name);
}

/**
 * The absolute file `root/area/owner/name.ext`, or null unless the owner is an id and the name a
 * stored file's name (nothing that could climb out of the folder).
 */
export function privateFile(root: string, area: PrivateArea, owner: string, name: string, ext: string): string | null {
  if (!PRIVATE_AREAS.includes(area) || !OWNER.test(owner) || !isPrivateFileName(name) || !/^[a-z]{3,4}$/.test(ext)) return null;
  const base = path.resolve(root);
  const target = path.resolve(base, area, owner, `${name}.${ext}`);
  return target.startsWith(base + path.sep) ? target : null;
}
