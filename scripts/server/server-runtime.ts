import { spawn } from 'node:child_process';

/*
 * How the store's server process is started: `npm start` and `npm run bench` both use this, so the
 * benchmark measures the process a user runs (scripts/server/README.md).
 *
 * On the 100,000-product benchmark catalogue Node's defaults let the process reach 886 MB resident
 * in the full benchmark (444 MB with these flags, for 5-15 % less throughput). V8 lets its heap
 * grow towards a limit of several GB when fifty pages render at once, and glibc keeps one malloc
 * arena per thread (libvips encoding pictures runs on several) whose freed memory is rarely given
 * back. The live heap after a collection is about 120 MB there; the catalogue index lives outside
 * the heap (typed arrays, about 90 MB).
 */

/** V8's old-generation limit for the server, in MB. IMPORTA_HEAP_MB overrides it for a larger catalogue. */
export const SERVER_HEAP_MB = 256;
const YOUNG_SEMI_SPACE_MB = 4;
const MALLOC_ARENAS = '2';
const RELAUNCHED = 'IMPORTA_SERVER_RUNTIME';
type Env = Record<string, string | undefined>;

export function serverNodeFlags(env: Env = process.env): string[] {
  const heapMb = Number(env.IMPORTA_HEAP_MB) > 0 ? Number(env.IMPORTA_HEAP_MB) : SERVER_HEAP_MB;
  // A size the user gave in NODE_OPTIONS wins over ours (Node would let the command line win).
  const ours = (flag: string, value: number) => ((env.NODE_OPTIONS ?? '').includes(`--${flag}`) ? [] : [`--${flag}=${value}`]);
  return [...ours('max-old-space-size', heapMb), ...ours('max-semi-space-size', YOUNG_SEMI_SPACE_MB)];
}

/** The environment a server process needs at exec time (glibc reads MALLOC_ARENA_MAX once, on start). */
export function serverEnv<T extends Env>(env: T): T & { MALLOC_ARENA_MAX: string } {
  return { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? MALLOC_ARENAS, [RELAUNCHED]: '1' };
}

/**
 * Runs this script again under the server's flags unless it already is, and mirrors the child's
 * signals and exit. Answers true in the parent, which must then do nothing else. `bundle`: makes the
 * file to run instead, this script bundled into plain JavaScript (scripts/server/server-bundle.ts),
 * which runs without this process's TypeScript hooks.
 */
export function relaunchAsServer(bundle?: () => string): boolean {
  if (process.env[RELAUNCHED]) return false;
  const script = bundle ? [bundle(), ...process.argv.slice(2)] : [...process.execArgv, ...process.argv.slice(1)];
  const child = spawn(process.execPath, [...serverNodeFlags(), ...script], {
    env: serverEnv(process.env),
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return true;
}
