import bcrypt from 'bcryptjs';

const COST = 10;
/** bcrypt reads only the first 72 bytes of a password; longer ones are refused, not truncated. */
export const MAX_PASSWORD_BYTES = 72;

/** True when `password` fits in bcrypt's 72-byte input. */
export function fitsBcrypt(password: string): boolean {
  return Buffer.byteLength(password, 'utf8') <= MAX_PASSWORD_BYTES;
}

/** The bcrypt hash of `password` (cost 10). */
export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

/** True when `password` matches `hash`. */
export function checkPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}
