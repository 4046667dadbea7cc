import path from 'node:path';

/** The project root (scripts/server/ is two levels down). */
export const ROOT = path.resolve(__dirname, '..', '..');
/** The Next build folder in use (next.config.mjs reads the same NEXT_DIST_DIR). */
export function distDir(): string {
  return path.resolve(ROOT, process.env.NEXT_DIST_DIR || '.next');
}
/** Everything the store writes at run time: database files, logs, secrets, mail. */
export const DATA_DIR = path.join(ROOT, '.data');
export const LOG_DIR = path.join(DATA_DIR, 'logs');
/** Project-local tools built on first use (FerretDB, stripe-mock). */
export const TOOLS_DIR = path.join(ROOT, '.tools');
