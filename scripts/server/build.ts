import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { distDir, ROOT } from './paths';

const SOURCES = ['app', 'components', 'lib', 'models', 'public', 'next.config.mjs', 'package-lock.json', 'tsconfig.json'];

/** True when .next holds a production build newer than every source file. */
export function isBuildFresh(): boolean {
  const buildId = path.join(distDir(), 'BUILD_ID');
  if (!fs.existsSync(buildId)) return false;
  const builtAt = fs.statSync(buildId).mtimeMs;
  return SOURCES.every((entry) => newestMtime(path.join(ROOT, entry)) <= builtAt);
}

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    // Tests are no part of the build: editing one must not make the next run build again.
    if (entry === 'uploads' || entry.startsWith('.') || /\.test\.tsx?$/.test(entry)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Run `next build`, streaming its output; throws when it fails. */
export function buildStore(): void {
  const result = spawnSync(process.execPath, [require.resolve('next/dist/bin/next'), 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error('La compilación de la tienda (next build) falló: vea los errores arriba.');
}
