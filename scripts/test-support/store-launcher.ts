import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { serverEnv, serverNodeFlags } from '../server/server-runtime';
import { bundleServer } from '../server/server-bundle';

/*
 * A second store server in a process of its own (scripts/test-support/store-child.ts), next to the
 * one scripts/test-support/runners/e2e.ts runs for every spec: the same production build (.next-e2e), the same e2e
 * database, secrets and mailbox (inherited from the Playwright process), its own port and host.
 * For the specs that kill the server with SIGKILL and restart it, or reach it from a non-loopback
 * address of this machine.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const ENTRY = path.join(ROOT, 'scripts', 'test-support', 'store-child.ts');
/** The workers of the cluster entry (scripts/test-support/cluster-store.ts), bundled beside it. */
const CLUSTER_WORKER = path.join(ROOT, 'scripts', 'test-support', 'cluster-worker.ts');
const BOOT_TIMEOUT_MS = 120_000;

export type StoreProcess = {
  /** http://host:port of this server. */
  url: string;
  /** Resolves once `text` has appeared in the server's standard output. */
  waitForOutput(text: string, timeoutMs?: number): Promise<void>;
  /** Everything the server printed so far (stdout and stderr), for failure messages and its boot sweep's report. */
  output(): string;
  /** kill -9; resolves once the process is gone. */
  kill(): Promise<void>;
};

const running = new Set<ChildProcess>();
// A worker that dies mid-test must not leave a store listening.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Starts the store on `host:port` and resolves once it listens: scripts/server/server.ts runs the order
 * recovery sweep before listening, so by then the sweep is done. `env` adds to the inherited
 * environment (ORDER_TEST_PAUSE_AT, to stop order creation at a step); nothing else is changed.
 * `entry` runs another script that prints 'STORE_READY' (the cross-process tests' cluster,
 * scripts/test-support/cluster-store.ts). It runs bundled into plain JavaScript, as `npm start` runs
 * the store (scripts/server/server-bundle.ts).
 */
export function startStoreProcess({
  host = '127.0.0.1',
  port,
  env = {},
  entry = ENTRY,
}: {
  host?: string;
  port: number;
  env?: Record<string, string>;
  entry?: string;
}): Promise<StoreProcess> {
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  delete inherited.ORDER_TEST_PAUSE_AT;
  const name = path.basename(entry, '.ts');
  const bundled = bundleServer('test-store', { [name]: entry, 'cluster-worker': CLUSTER_WORKER })[name];
  const child = spawn(process.execPath, [...serverNodeFlags(inherited), bundled], {
    cwd: ROOT,
    env: {
      ...serverEnv(inherited),
      NODE_ENV: 'production',
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next-e2e',
      NEXT_TELEMETRY_DISABLED: '1',
      STORE_HOST: host,
      STORE_PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let stdout = '';
  let stderr = '';
  const gone = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const output = () => `${stdout}${stderr ? `\n[stderr]\n${stderr}` : ''}`;

  const waitForOutput = (text: string, timeoutMs = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!stdout.includes(text)) return;
        cleanUp();
        resolve();
      };
      const ended = () => {
        cleanUp();
        reject(new Error(`the store process ended before printing "${text}":\n${output()}`));
      };
      const timer = setTimeout(() => {
        cleanUp();
        reject(new Error(`the store process did not print "${text}" within ${timeoutMs} ms:\n${output()}`));
      }, timeoutMs);
      const cleanUp = () => {
        clearTimeout(timer);
        child.stdout!.off('data', check);
        child.off('exit', ended);
      };
      child.stdout!.on('data', check);
      child.once('exit', ended);
      check();
    });

  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await gone;
  };

  return waitForOutput('STORE_READY', BOOT_TIMEOUT_MS).then(
    () => ({ url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`, waitForOutput, output, kill }),
    async (error: unknown) => {
      await kill();
      throw error;
    },
  );
}

/** The first IPv4 address of this machine that is not loopback, or null when it has none. */
export function nonLoopbackAddress(): string | null {
  for (const entries of Object.values(os.networkInterfaces())) {
    const found = entries?.find((entry) => entry.family === 'IPv4' && !entry.internal);
    if (found) return found.address;
  }
  return null;
}
