import fs from 'node:fs';
import path from 'node:path';

/*
 * Decision 34: the database, the environment, the models and the services begin with
 * `import '#server-only'`, so that a client component importing one of them fails the build instead
 * of shipping server code (and secrets' names) to the browser. A new service or model must not forget it.
 */
const ROOT = path.resolve(__dirname, '..');

function filesUnder(folder: string, keep: (name: string) => boolean): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter(keep)
    .map((name) => path.join(folder, name));
}

const serverModules = [
  'lib/db.ts',
  'lib/env.ts',
  ...filesUnder('models', (name) => name.endsWith('.ts') && !name.includes('.test.') && !name.startsWith('shared')),
  ...filesUnder('lib', (name) => /service\.ts$/.test(name)),
];

test.each(serverModules)('%s begins with the server-only marker', (file) => {
  const firstStatement = fs
    .readFileSync(path.join(ROOT, file), 'utf8')
    .split('\n')
    .find((line) => line.trim() !== '' && !line.startsWith('//') && !line.startsWith('/*') && !line.startsWith(' *'));
  expect(firstStatement).toBe("import '#server-only';");
});
