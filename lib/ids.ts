/**
 * The one home of the ObjectId's text form (24 hexadecimal digits). Pure, and free of the driver,
 * so pages in the browser and the edge proxy can use it too.
 */

/** 24 hex digits in lowercase, as the server writes an id (toHexString): a piece of a larger pattern. */
export const OBJECT_ID_HEX = '[0-9a-f]{24}';
/** 24 hex digits in either case: a piece of a larger pattern for an id a client may type. */
export const OBJECT_ID_HEX_ANY_CASE = '[0-9a-fA-F]{24}';

/** An id as a client may send it (either case). */
export const OBJECT_ID = new RegExp(`^${OBJECT_ID_HEX}$`, 'i');
/** An id exactly as the server writes it (lowercase): the names of files and tokens it made. */
export const SERVER_OBJECT_ID = new RegExp(`^${OBJECT_ID_HEX}$`);

/** True for a 24-hex-digit MongoDB ObjectId string (either case). */
export function isObjectIdText(value: string | undefined | null): value is string {
  return typeof value === 'string' && OBJECT_ID.test(value);
}
