import { connectDb } from '../db';
import type { ProductDto } from './dto';
import { catalogEngine, forceCatalogEngine, type CatalogEngine } from './engine';
import { databaseReader } from './database/database-engine';
import { resetVocabulary } from './database/vocabulary';
import { memoryReader, resetMemoryCatalog, warmMemoryCatalog } from './memory/memory-catalog';
import type { CatalogQuery } from './query';

/**
 * Every catalogue read, whichever engine answers it (chosen once, in lib/catalog/engine.ts): the
 * in-memory index on the embedded FerretDB, the database's indexes on MongoDB. Only visible
 * products (not deleted, not hidden) are answered.
 */
export type CatalogReader = {
  /** One page of the query, newest first. */
  page(query: CatalogQuery): Promise<ProductDto[]>;
  /** The `limit` visible products offered in `region` (all provinces when undefined) with the most sales. */
  topSellers(region: string | undefined, limit: number): Promise<ProductDto[]>;
  /** A visible product by id (a valid ObjectId text), or null. */
  product(id: string): Promise<ProductDto | null>;
  /** Visible listings per seller id, for sellers that have one. */
  listingCounts(): Promise<ReadonlyMap<string, number>>;
};

/** The reader of the engine in use (connects first). */
export async function catalogReader(): Promise<CatalogReader> {
  await connectDb();
  return (await catalogEngine()) === 'memory' ? memoryReader : databaseReader;
}

/** Force an engine (tests, benchmark) or go back to detection; forgets what either engine holds. */
export function setCatalogEngine(engine: CatalogEngine | 'auto'): void {
  forceCatalogEngine(engine);
  resetMemoryCatalog();
  resetVocabulary();
}

/** Open the in-memory index now when it is the engine in use (the server's start, not a shopper's first request). */
export async function warmCatalog(): Promise<void> {
  await connectDb();
  if ((await catalogEngine()) === 'memory') await warmMemoryCatalog();
}
