/** The upload limits the listing form checks before sending (no Node modules: it is client code too). */

/** Largest image accepted, in bytes (5 MB). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
