import fs from 'node:fs';
import path from 'node:path';

/** The nearest folder at or above `from` that holds a package.json. */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

/** The project root: above scripts/server/, or above the server's bundle in .data (scripts/server/server-bundle.ts). */
export const ROOT = projectRoot(__dirname);
/** The Next build folder in use (next.config.mjs reads the same NEXT_DIST_DIR). */
export function distDir(): string {
  return path.resolve(ROOT, process.env.NEXT_DIST_DIR || '.next');
}
/** Everything the store writes at run time: database files, logs, secrets, mail. */
export const DATA_DIR = path.join(ROOT, '.data');
export const LOG_DIR = path.join(DATA_DIR, 'logs');
/** Project-local tools built on first use (FerretDB, stripe-mock). */
export const TOOLS_DIR = path.join(ROOT, '.tools');
