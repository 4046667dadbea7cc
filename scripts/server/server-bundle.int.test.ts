import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleServer } from './server-bundle';
import { DATA_DIR, ROOT } from './paths';
import { formatDecimal } from '@/lib/format';

/*
 * The store's server runs from a bundle made by bundleServer, under plain Node: what it needs from
 * the TypeScript it came from must hold there too: the project root found from the bundle's place,
 * the tsconfig's '@/' paths and package.json's '#server-only', local modules imported lazily, and
 * the packages loaded from node_modules.
 */
test('a bundled entry runs under plain Node with the root, path aliases, lazy imports and packages of its sources', () => {
  // Inside the project, as the server's own files are (package.json's imports apply to its files only).
  fs.mkdirSync(DATA_DIR, { recursive: true, mode: 0o700 });
  const dir = fs.mkdtempSync(path.join(DATA_DIR, 'bundle-test-'));
  try {
    const entry = path.join(dir, 'probe.ts');
    fs.writeFileSync(
      entry,
      [
        `import { ROOT } from ${JSON.stringify(path.join(ROOT, 'scripts', 'server', 'paths'))};`,
        `import { formatDecimal } from '@/lib/format';`,
        `import mongoose from 'mongoose';`,
        `async function main() {`,
        `  const { workerEntry } = await import(${JSON.stringify(path.join(ROOT, 'scripts', 'server', 'server-bundle'))});`,
        `  await import('#server-only');`,
        `  console.log(JSON.stringify({ root: ROOT, price: formatDecimal(1234.5, 2), mongoose: typeof mongoose.connect, worker: workerEntry('worker', 'worker.ts') }));`,
        `}`,
        `void main();`,
      ].join('\n'),
    );
    const { probe } = bundleServer('bundle-test', { probe: entry });
    const run = spawnSync(process.execPath, [probe], { cwd: os.tmpdir(), encoding: 'utf8', env: { PATH: process.env.PATH, NODE_ENV: 'production' } });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({
      root: ROOT,
      price: formatDecimal(1234.5, 2),
      mongoose: 'function',
      worker: path.join(path.dirname(probe), 'worker.js'),
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
