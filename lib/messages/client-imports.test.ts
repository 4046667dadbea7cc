import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Client modules import only their areas (lib/messages/cart.ts …): the aggregate in index.ts would
 * put every text of the store into every page's first-load JavaScript (decision 9).
 */

const ROOT = path.resolve(__dirname, '../..');
const AGGREGATE = path.join(ROOT, 'lib/messages/index.ts');
const IMPORT = /(?:import|export)\s+(type\s+)?(?:[\w*{}\s,]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The file a specifier names, or null for packages. */
function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** Value imports only: a type import adds nothing to the bundle. */
function valueImports(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)]
    .filter((match) => !match[1])
    .map((match) => resolve(file, match[2] ?? match[3]))
    .filter((resolved): resolved is string => resolved !== null);
}

test('no module of a client bundle imports the whole messages catalogue', () => {
  const roots = ['app', 'components']
    .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
    .filter((file) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')));
  expect(roots.length).toBeGreaterThan(50);
  const seen = new Set(roots);
  const offenders: string[] = [];
  for (const file of seen) {
    for (const dependency of valueImports(file)) {
      if (dependency === AGGREGATE) offenders.push(path.relative(ROOT, file));
      else seen.add(dependency);
    }
  }
  expect(offenders).toEqual([]);
});
