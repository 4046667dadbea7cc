import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR, ROOT } from '../../server/paths';
import { serverEnv, serverNodeFlags } from '../../server/server-runtime';
import { bundleServer } from '../../server/server-bundle';
import { BASELINE_DIR, type NextServerReady } from './apps';
import { BENCH_DB_INSTANCE } from './options';

/*
 * The benchmark's servers, each in a process of its own so the load generator does not share its
 * event loop and its resident memory can be read alone: one way to start them (forkServer), for the
 * store and the bare page (next-server.ts, `npm run bench` and `npm run lighthouse`) and for the
 * catalogue handlers alone (api-server.ts, `npm run bench:api`).
 */

export type ForkedServer<Ready> = {
  child: ChildProcess;
  /** The child's first 'ready' message; rejects if the child exits before sending it. */
  ready: Promise<Ready>;
  /** Kills the child; resolves once it has exited, so a restart on the same port finds it free. */
  stop(): Promise<void>;
};

/**
 * Forks `entry` (under tsx unless it is a bundle: `typescript: false`), with `execArgv` before it,
 * and waits for its { type: 'ready' } message.
 */
export function forkServer<Ready extends { type: 'ready' }>(
  entry: string,
  {
    label,
    execArgv = [],
    cwd = ROOT,
    env,
    typescript = true,
  }: { label: string; execArgv?: string[]; cwd?: string; env: NodeJS.ProcessEnv; typescript?: boolean },
): ForkedServer<Ready> {
  const child = fork(entry, [], { execArgv: [...execArgv, ...(typescript ? ['--import', 'tsx'] : [])], cwd, env });
  // 'close' (after 'exit'): the 'exit' listener is removed once the server is ready.
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const ready = new Promise<Ready>((resolve, reject) => {
    const early = (code: number | null) => reject(new Error(`El servidor ${label} terminó (código ${code}).`));
    child.once('exit', early);
    child.on('message', (message: Ready) => {
      if (message?.type !== 'ready') return;
      child.off('exit', early);
      resolve(message);
    });
  });
  const stop = () => (child.exitCode === null && child.signalCode === null && child.kill(), exited);
  return { child, ready, stop };
}

let benchBundle: string | undefined;
/** next-server.ts bundled once per run: every server of the run (store, bare page, restarts) starts from it. */
const benchServerFile = () =>
  (benchBundle ??= bundleServer('bench', { server: path.join(__dirname, 'next-server.ts'), worker: path.join(ROOT, 'scripts', 'server', 'worker.ts') }).server);

/**
 * The store (with the memory flags `npm start` gives it, BENCH_WORKERS workers when set) or the bare
 * page of scripts/tools/bench/baseline (Node's defaults), as next-server.ts serves them: bundled into
 * plain JavaScript as `npm start` runs the store (scripts/server/server-bundle.ts), both alike.
 */
export function forkNextApp(app: 'store' | 'baseline', env: NodeJS.ProcessEnv): ForkedServer<NextServerReady> {
  const store = app === 'store';
  return forkServer<NextServerReady>(benchServerFile(), {
    typescript: false,
    label: app,
    execArgv: store ? serverNodeFlags(env) : [],
    cwd: store ? ROOT : BASELINE_DIR,
    env: { ...(store ? serverEnv(env) : env), BENCH_APP: app, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...(store ? {} : { NEXT_DIST_DIR: '' }) },
  });
}

/** A served app whose resident memory is sampled from its start (the index build included). */
export type Served = { child: ChildProcess; url: string; peakRssMb: () => number; peakTotalWithDatabaseMb: () => number; stop(): Promise<void> };

/**
 * forkNextApp, sampling memory every 250 ms: the largest process (with several workers each has the
 * same budget), and the largest sum of all of them (the primary too) with the database, sampled at
 * the same moment.
 */
export async function serveMeasured(app: 'store' | 'baseline', env: NodeJS.ProcessEnv): Promise<Served> {
  const server = forkNextApp(app, env);
  const { child } = server;
  let peak = 0;
  let peakTotal = 0;
  const sample = () => {
    const pids = [child.pid!, ...safeRead(`/proc/${child.pid}/task/${child.pid}/children`).split(/\s+/).filter(Boolean)];
    const each = pids.map(rssMb);
    peak = Math.max(peak, ...each);
    const database = databasePid();
    peakTotal = Math.max(peakTotal, each.reduce((a, b) => a + b, 0) + (database ? rssMb(database) : 0));
  };
  const timer = setInterval(sample, 250);
  child.once('exit', () => clearInterval(timer));
  const { url } = await server.ready;
  return { child, url, peakRssMb: () => (sample(), peak), peakTotalWithDatabaseMb: () => (sample(), peakTotal), stop: server.stop };
}

/** CPU seconds (user and system) a process and its descendants (the cluster's workers) have used so far. */
export function cpuSeconds(pid: number | string): number {
  // Fields 14 and 15 of /proc/PID/stat (after the command's closing parenthesis: 12 and 13), in ticks of 1/100 s.
  const fields = safeRead(`/proc/${pid}/stat`).split(') ')[1]?.split(' ') ?? [];
  const own = (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
  const children = safeRead(`/proc/${pid}/task/${pid}/children`).split(/\s+/).filter(Boolean);
  return own + children.reduce((sum, child) => sum + cpuSeconds(child), 0);
}

/** A server counts as settled once it uses less than this share of one core over SETTLE_WINDOW_MS. */
const SETTLED_CORE_SHARE = 0.05;
const SETTLE_WINDOW_MS = 2_000;

/**
 * Waits until a freshly started server (all its processes) is idle, at most `timeoutMs`; answers the
 * seconds waited. Each worker of a cluster opens its catalogue and runs its start-up jobs for 20-30 s
 * after it answers (two workers: 0.4-0.6 s of CPU each in their second ten seconds, 0.1 s from the
 * fourth on), which a measure started at once would count against them.
 */
export async function untilSettled(served: Pick<Served, 'child'>, timeoutMs = 60_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    const before = cpuSeconds(served.child.pid!);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_WINDOW_MS));
    const share = ((cpuSeconds(served.child.pid!) - before) * 1000) / SETTLE_WINDOW_MS;
    const waited = performance.now() - started;
    if (share < SETTLED_CORE_SHARE || waited > timeoutMs) return Math.round(waited / 1000);
  }
}

/** Resident memory of a process in MB (0 when it cannot be read). */
export const rssMb = (pid: number | string) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(safeRead(`/proc/${pid}/status`))?.[1] ?? 0) / 1024);

/** The embedded database's process (scripts/server/embedded-db.ts writes its pid); none when MONGODB_URI points elsewhere. */
export const databasePid = () => safeRead(path.join(DATA_DIR, BENCH_DB_INSTANCE, 'server.pid')).trim();

/** Samples `read` every `everyMs` until `stop()`, which answers the largest value read (null if none). */
export function watchPeak(read: () => number | null, everyMs = 500): { stop(): number | null } {
  let peak: number | null = null;
  const timer = setInterval(() => {
    const now = read();
    if (now !== null) peak = Math.max(peak ?? 0, now);
  }, everyMs);
  return { stop: () => (clearInterval(timer), peak) };
}

function safeRead(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
