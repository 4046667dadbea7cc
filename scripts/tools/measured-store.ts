import fs from 'node:fs';
import path from 'node:path';
import { buildStore, isBuildFresh } from '../server/build';
import { startDatabase } from '../server/embedded-db';
import { freePort } from '../server/net';
import { applyDevelopmentSecrets } from '../server/secrets';
import { acquireLock } from '../test-support/lock';
import { DATA_DIR, ROOT } from '../server/paths';
import { note } from '../server/progress';

/**
 * The production build the measuring scripts (`npm run lighthouse`, `npm run bench`) serve: its
 * own folder under .data/, so neither a running `npm start` (.next) nor the e2e run (.next-e2e)
 * is rebuilt under their feet. Must be called before `next` is loaded (next.config.mjs reads
 * NEXT_DIST_DIR).
 */
export const MEASURE_DIST_DIR = '.data/next-measure';

/**
 * Point this process at the production build in `distDir` (with `env` added to its environment) and
 * rebuild it when a source is newer, one build of that folder at a time. `reuse` serves the
 * existing build even when stale (when another change is mid-edit).
 */
export async function ensureBuild({ distDir, env = {}, reuse = false }: { distDir: string; env?: Record<string, string>; reuse?: boolean }): Promise<void> {
  Object.assign(process.env, { NODE_ENV: 'production', NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1', NEXT_SKIP_TYPECHECK: '1', ...env });
  const release = await acquireLock(path.join(DATA_DIR, `${path.basename(distDir)}-build.lock`), () =>
    note(`otra compilación de ${distDir} está en curso; esperando…`),
  );
  try {
    if (isBuildFresh()) note(`la compilación de ${distDir} está al día`);
    else if (reuse && fs.existsSync(path.join(ROOT, distDir, 'BUILD_ID'))) note(`se usa la compilación existente de ${distDir} (--no-build)`);
    else buildStore();
  } finally {
    release();
  }
}

/** The measuring build (`npm run lighthouse`, `npm run bench`, `npm run measure:ahorro`). */
export function ensureMeasureBuild({ reuse = false } = {}): Promise<void> {
  return ensureBuild({ distDir: MEASURE_DIST_DIR, reuse });
}

/**
 * The measuring build served by the custom server on a free port, against its own embedded database
 * seeded with the demo catalogue; `work` gets the store's base URL. Everything is stopped
 * afterwards, whatever `work` does.
 */
export async function withMeasuredStore<T>(database: { instance: string; dbName: string }, work: (base: string) => Promise<T>): Promise<T> {
  const db = await startDatabase(database);
  Object.assign(process.env, { MONGODB_URI: db.uri, DATABASE_KIND: db.kind });
  applyDevelopmentSecrets();
  try {
    const [{ connectDb }, { seedDatabase }] = await Promise.all([import('../../lib/db'), import('../server/seed/index')]);
    await connectDb();
    await seedDatabase({ log: note });
    const port = await freePort();
    const { startServer } = await import('../server/server');
    const server = await startServer({ port, hostname: '127.0.0.1' });
    try {
      return await work(`http://127.0.0.1:${port}`);
    } finally {
      await server.close();
    }
  } finally {
    await db.stop();
  }
}

/** A demo product with several pictures, the product page the measuring scripts load. */
export async function demoProductPath(): Promise<string> {
  const { Product } = await import('../../models/Product');
  const product = await Product.findOne({ deleted: false, available: true, secondaryImagesUrl: { $ne: [] } }, { _id: 1 }).lean();
  if (!product) throw new Error('La base de datos de medida no tiene productos.');
  return `/products/detail/${String(product._id)}`;
}
