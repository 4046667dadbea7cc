import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { acquireLock } from './lock';
import { freePort } from '../server/net';
import { startStoreProcess, type StoreProcess } from './store-launcher';

/*
 * The store served by a cluster of real worker processes (scripts/test-support/cluster-store.ts),
 * for the cross-process integration tests: the production build in .next-e2e (built here first
 * when a source is newer, so the e2e stage that follows finds it fresh), against the calling test
 * file's database (MONGODB_URI, set by env-setup.ts).
 */

const ROOT = path.resolve(__dirname, '..', '..');
const ENTRY = path.join(ROOT, 'scripts', 'test-support', 'cluster-store.ts');
const DIST_DIR = '.next-e2e';

/** Builds the store into .next-e2e unless it is fresh (one build at a time: the lock scripts/tools/measured-store.ts takes). */
export async function ensureStoreBuild(): Promise<void> {
  const env = { ...process.env, NODE_ENV: 'production', NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: '1' } as NodeJS.ProcessEnv;
  const release = await acquireLock(path.join(ROOT, '.data', `${DIST_DIR}-build.lock`), () => undefined);
  try {
    // isBuildFresh reads NEXT_DIST_DIR from the environment: ask in a process of its own.
    const fresh = spawnSync(process.execPath, ['--import', 'tsx', '-e', "process.exit(require('./scripts/server/build').isBuildFresh() ? 0 : 1)"], {
      cwd: ROOT,
      env,
    });
    if (fresh.status === 0) return;
    const built = spawnSync(process.execPath, [require.resolve('next/dist/bin/next'), 'build'], { cwd: ROOT, env, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('next build failed');
  } finally {
    release();
  }
}

export type ClusterStore = StoreProcess & {
  /** The worker pids, in the order their own URLs were printed (a worker started later comes last). */
  pids(): number[];
  /** The own URL of worker `pid` (requests there reach that worker only). */
  workerUrl(pid: number): string;
};

/** Starts `workers` workers and resolves once all listen. `env` adds to the environment (ORDER_TEST_PAUSE_AT). */
export async function startClusterStore({ workers = 2, env = {} }: { workers?: number; env?: Record<string, string> } = {}): Promise<ClusterStore> {
  const store = await startStoreProcess({ port: await freePort(), entry: ENTRY, env: { NEXT_DIST_DIR: DIST_DIR, IMPORTA_WORKERS: String(workers), ...env } });
  const urls = () => new Map([...store.output().matchAll(/WORKER_URL (\d+) (\S+)/g)].map((m) => [Number(m[1]), m[2]]));
  // Each worker prints its own port just after telling the primary it listens.
  const deadline = Date.now() + 30_000;
  while (urls().size < workers) {
    if (Date.now() > deadline) {
      await store.kill();
      throw new Error(`the workers did not print their URLs:\n${store.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { ...store, pids: () => [...urls().keys()], workerUrl: (pid) => urls().get(pid) ?? '' };
}

/** Whether `pid` is still a live process. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
