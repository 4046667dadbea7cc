import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { DATA_DIR, ROOT } from './paths';

/*
 * The store's server runs as plain JavaScript bundled from its TypeScript by esbuild at each start
 * (a fraction of a second), not under tsx: tsx's module hooks answer on a thread of their own, and
 * Next imports the page cache's handler with import() on every request, which cost 140-180 µs
 * through them against 4 µs without (scripts/server/README.md, "TypeScript at run time"). The
 * packages stay in node_modules, loaded as they are.
 */

/** Where the bundles are written: one folder per caller, so two starting at once never share a file. */
const BUNDLES_DIR = path.join(DATA_DIR, 'server-build');

/**
 * Bundles each entry (its name → a TypeScript file) into BUNDLES_DIR/`folder`/<name>.js, each file
 * written whole before it replaces the last (a process starting meanwhile reads one or the other),
 * and answers the path of each.
 */
export function bundleServer(folder: string, entries: Record<string, string>): Record<string, string> {
  const outdir = path.join(BUNDLES_DIR, folder);
  const { outputFiles } = buildSync({
    entryPoints: entries,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: `node${process.versions.node.split('.')[0]}`,
    packages: 'external',
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    outdir,
    write: false,
    logLevel: 'warning',
  });
  fs.mkdirSync(outdir, { recursive: true, mode: 0o700 });
  for (const file of outputFiles) {
    const partial = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(partial, file.contents);
    fs.renameSync(partial, file.path);
  }
  return Object.fromEntries(Object.keys(entries).map((name) => [name, path.join(outdir, `${name}.js`)]));
}

/** Whether this code runs from such a bundle: its modules then share the bundle's file name. */
const runsBundled = path.extname(__filename) === '.js';

/**
 * The file a cluster runs for its workers: `name`.js beside this bundle when the code runs bundled
 * (bundleServer wrote it with the same call), else the TypeScript `source` (under tsx: `npm run dev`, the tests).
 */
export function workerEntry(name: string, source: string): string {
  return runsBundled ? path.join(__dirname, `${name}.js`) : source;
}
