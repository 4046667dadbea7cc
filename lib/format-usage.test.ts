import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * lib/format.ts is the one place that turns dates and numbers into text (Havana zone, one format).
 * A locale or Intl formatter anywhere else would bring back the browser's zone and another style.
 */
const ROOT = path.join(__dirname, '..');
const SCANNED = ['app', 'components', 'lib'];
const OWNER = path.join('lib', 'format.ts');
const FORMATTERS = /\.toLocale(?:Date|Time)?String\(|Intl\.(?:DateTimeFormat|NumberFormat|RelativeTimeFormat)\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

test('no file but lib/format.ts formats dates or numbers its own way', () => {
  const offenders = SCANNED.flatMap(sourceFiles)
    .filter((file) => file !== OWNER)
    .flatMap((file) =>
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .map((line, i) => (FORMATTERS.test(line) ? `${file}:${i + 1}: ${line.trim()}` : null))
        .filter((hit): hit is string => hit !== null),
    );
  expect(offenders).toEqual([]);
});
