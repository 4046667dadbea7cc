import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import { BUS_CHANNEL } from '../../lib/cluster/bus';
import { keepPagesForWorkers } from '../../lib/http/cache/shared-pages.mjs';

/*
 * `npm start` with several workers (README, "Varios procesos"): this primary only starts the
 * workers, starts another in place of one that died, relays the messages between them and stops
 * them. Each worker is a whole store (scripts/server/server.ts); node:cluster shares the port among them,
 * handing each new connection to the next worker in turn, and keep-alive connections stay where they
 * landed. What the workers must share goes through the database (orders, limits, background-job
 * turns) and through messages relayed here: writes that expire kept pages and teach the catalogue
 * (lib/cluster/bus.ts) and Socket.IO's rooms (@socket.io/cluster-adapter). With REDIS_URL both go
 * through Redis instead, which also reaches the store's processes on other hosts.
 *
 * The primary also keeps the pages Next rendered in any worker (lib/http/cache/shared-pages.mjs,
 * at most SHARED_PAGES_BUDGET_BYTES, least recently used dropped first) and hands them to a worker
 * that lacks one, so a page is rendered once a host rather than once a worker; with REDIS_URL too,
 * since the primary is per host. Whether a page is still valid each worker decides against the
 * writes it was told of. The messages travel with `serialization: 'advanced'` (structured clone):
 * a page's Buffers and Map arrive as they left, where JSON would turn 100 KB of payload into an
 * array of numbers. The other messages (the bus, WORKER_MESSAGES, Socket.IO's) are plain objects.
 */

/** Messages between the primary and its workers (scripts/server/server.ts answers them). */
export const WORKER_MESSAGES = { ready: 'importa:worker-ready', recover: 'importa:recover-worker', stop: 'importa:stop-worker' } as const;

/** How many workers serve: IMPORTA_WORKERS, else the cores this process may use. */
export function workerCount(env: Record<string, string | undefined> = process.env): number {
  const asked = env.IMPORTA_WORKERS?.trim();
  if (!asked) return Math.max(1, os.availableParallelism());
  const count = Number(asked);
  if (!Number.isInteger(count) || count < 1) throw new Error(`IMPORTA_WORKERS debe ser un número entero mayor que 0 (es «${asked}»).`);
  return count;
}

export type RunningCluster = {
  /** The pids of the workers serving now. */
  pids(): number[];
  /** Stops every worker (each closes its server) and resolves once all have exited. */
  stop(): Promise<void>;
};

/** A worker started again this soon after the last one only adds load: wait before the next. */
const RESTART_DELAY_MS = 1_000;
/** How long a worker has to close before it is killed. */
const STOP_TIMEOUT_MS = 20_000;

/**
 * Starts `count` workers running `entry` (the same Node flags as this process) and resolves once all
 * listen; rejects when one exits before that. `env` is added to each worker's environment.
 */
export async function startCluster({ count, entry, env = {} }: { count: number; entry: string; env?: Record<string, string> }): Promise<RunningCluster> {
  cluster.setupPrimary({ exec: entry, serialization: 'advanced' });
  keepPagesForWorkers(cluster);
  if (!process.env.REDIS_URL) {
    const { setupPrimary } = await import('@socket.io/cluster-adapter');
    setupPrimary();
  }
  let stopping = false;
  const ready = new Set<Worker>();
  cluster.on('message', (from, message: { type?: string }) => {
    if (message?.type === BUS_CHANNEL) for (const worker of ready) if (worker !== from && worker.isConnected()) worker.send(message);
    if (message?.type === WORKER_MESSAGES.ready) ready.add(from);
  });

  const fork = (extra: Record<string, string> = {}) => cluster.fork({ ...env, ...extra });
  const first = Array.from({ length: count }, () => fork());
  await Promise.all(
    first.map(
      (worker) =>
        new Promise<void>((resolve, reject) => {
          const onMessage = (message: { type?: string }) => {
            if (message?.type !== WORKER_MESSAGES.ready) return;
            worker.off('exit', onExit);
            resolve();
          };
          const onExit = (code: number | null, signal: string | null) => {
            worker.off('message', onMessage);
            reject(new Error(`un proceso de la tienda terminó al arrancar (${signal ?? `código ${code}`}).`));
          };
          worker.on('message', onMessage);
          worker.once('exit', onExit);
        }),
    ),
  ).catch((error: unknown) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
    throw error;
  });

  cluster.on('exit', (worker, code, signal) => {
    ready.delete(worker);
    if (stopping) return;
    const pid = worker.process.pid;
    console.error(`[tienda] el proceso ${pid} terminó (${signal ?? `código ${code}`}); se arranca otro en su lugar.`);
    // Its half-made orders are finished or undone now by a worker still serving, or else by the one
    // started in its place, before it listens (scripts/server/server.ts, recoverOrders).
    const survivor = [...ready].find((w) => w.isConnected());
    if (survivor) survivor.send({ type: WORKER_MESSAGES.recover, pid });
    setTimeout(() => {
      if (!stopping) fork(survivor ? {} : { IMPORTA_RECOVER_PIDS: String(pid) });
    }, RESTART_DELAY_MS).unref();
  });

  return {
    pids: () => [...ready].map((worker) => worker.process.pid!).filter(Boolean),
    async stop() {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
      await Promise.all(
        workers.map(
          (worker, index) =>
            new Promise<void>((resolve) => {
              if (worker.isDead()) return resolve();
              const timer = setTimeout(() => worker.process.kill('SIGKILL'), STOP_TIMEOUT_MS);
              worker.once('exit', () => {
                clearTimeout(timer);
                resolve();
              });
              // One writes the catalogue's snapshot: they all hold the same index.
              if (worker.isConnected()) worker.send({ type: WORKER_MESSAGES.stop, saveSnapshot: index === 0 });
              else worker.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
