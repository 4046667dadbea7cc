import fs from 'node:fs';
import path from 'node:path';
import { buildStore, isBuildFresh } from './build';
import { acquireLock } from './lock';
import { DATA_DIR, ROOT } from './paths';
import { note } from './progress';

/**
 * The production build the measuring scripts (`npm run lighthouse`, `npm run bench`) serve: its
 * own folder under .data/, so neither a running `npm start` (.next) nor the e2e run (.next-e2e)
 * is rebuilt under their feet. Must be called before `next` is loaded (next.config.mjs reads
 * NEXT_DIST_DIR).
 */
export const MEASURE_DIST_DIR = '.data/next-measure';

/**
 * Point this process at the measuring build and rebuild it when a source is newer (one build at a
 * time). `reuse` serves the existing build even when stale (when another change is mid-edit).
 */
export async function ensureMeasureBuild({ reuse = false } = {}): Promise<void> {
  Object.assign(process.env, { NODE_ENV: 'production', NEXT_DIST_DIR: MEASURE_DIST_DIR, NEXT_TELEMETRY_DISABLED: '1', NEXT_SKIP_TYPECHECK: '1' });
  const release = await acquireLock(path.join(DATA_DIR, 'measure-build.lock'), () => note('otra compilación de medida está en curso; esperando…'));
  try {
    if (isBuildFresh()) note(`la compilación de ${MEASURE_DIST_DIR} está al día`);
    else if (reuse && fs.existsSync(path.join(ROOT, MEASURE_DIST_DIR, 'BUILD_ID'))) note(`se usa la compilación existente de ${MEASURE_DIST_DIR} (--no-build)`);
    else buildStore();
  } finally {
    release();
  }
}
