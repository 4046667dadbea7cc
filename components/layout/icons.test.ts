import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * Emoji and dingbats drawn as icons (👁, 📍, ✓) are empty boxes on a phone without an emoji font
 * (decision 20.12): the interface draws its icons with components/layout/icons.tsx instead.
 * ©, ® and ™ are ordinary text in every font.
 */

const ROOT = path.resolve(__dirname, '../..');
const PICTOGRAPH = /(?![©®™])[\p{Extended_Pictographic}\u2700-\u27BF]/u;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(tsx?|css)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

test('no component, page or message draws an emoji or a dingbat', () => {
  const found = ['components', 'app', 'lib/messages'].flatMap((dir) =>
    sourceFiles(path.join(ROOT, dir)).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (PICTOGRAPH.test(line) ? [`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [])),
    ),
  );
  expect(found).toEqual([]);
});

test.each(['👁', '🙈', '📍', '✓', '✔'])('the check finds %s', (glyph) => {
  expect(PICTOGRAPH.test(`<span>${glyph}</span>`)).toBe(true);
});

test.each(['©', '®', '™', '→', '‹', '−', '…'])('the check leaves %s alone', (glyph) => {
  expect(PICTOGRAPH.test(glyph)).toBe(false);
});
