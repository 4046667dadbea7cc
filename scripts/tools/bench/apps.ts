import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../server/paths';

/** The bare Next.js app the store is compared with (decision 9). */
export const BASELINE_DIR = path.join(ROOT, 'scripts', 'tools', 'bench', 'baseline');

/** Sent by a benchmark server (next-server.ts, a child process) to the suite once it answers. */
export type NextServerReady = { type: 'ready'; url: string };

/** Builds scripts/tools/bench/baseline when its sources are newer than its build (webpack: see docs/PERFORMANCE.md). */
export function ensureBaselineBuild(): void {
  const buildId = path.join(BASELINE_DIR, '.next', 'BUILD_ID');
  const newest = (dir: string): number =>
    Math.max(
      ...fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((e) => !e.name.startsWith('.'))
        .map((e) => (e.isDirectory() ? newest(path.join(dir, e.name)) : fs.statSync(path.join(dir, e.name)).mtimeMs)),
    );
  if (fs.existsSync(buildId) && fs.statSync(buildId).mtimeMs >= newest(BASELINE_DIR)) return;
  // A process that has loaded the store's Next carries TURBOPACK=1, which next build refuses beside --webpack.
  const env = { ...process.env };
  delete env.TURBOPACK;
  const result = spawnSync(process.execPath, [require.resolve('next/dist/bin/next'), 'build', '--webpack'], {
    cwd: BASELINE_DIR,
    stdio: 'inherit',
    env: { ...env, NEXT_DIST_DIR: '', NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('La compilación de scripts/tools/bench/baseline falló.');
}
