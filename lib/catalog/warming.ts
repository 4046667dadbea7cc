/*
 * While the in-memory catalogue loads after a restart, lists, best sellers and detail pages are
 * answered by the database (lib/catalog/memory/memory-catalog.ts); a search, which the database
 * engine answers only after reading every product's words, waits up to
 * CATALOG_WARMING_WAIT_MS, then fails with AppError('catalogWarming'): the API answers 503 with
 * Retry-After, and a page shows app/error.tsx's "volvemos en unos segundos" state, which Next
 * finds by this digest (it keeps a digest the error already has). No import here: error.tsx is a
 * client component.
 */

/** The digest of a catalogue read refused while the index loads. */
export const CATALOG_WARMING_DIGEST = 'importa-catalog-warming';
/** How long a read waits for the index before it is refused. */
export const CATALOG_WARMING_WAIT_MS = 5_000;
/** What Retry-After says, and how soon the page reloads itself. */
export const CATALOG_WARMING_RETRY_SECONDS = 3;
