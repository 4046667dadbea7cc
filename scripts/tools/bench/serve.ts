import { connectDb } from '@/lib/db';
import { catalogEngine, type CatalogEngine } from '@/lib/catalog/engine';
import { memoryStore } from '@/lib/catalog/memory/memory-catalog';
import { setCatalogEngine } from '@/lib/catalog/reader';
import { startBenchServer } from './server';

/** Messages between the benchmark (parent) and this server process (child, over IPC). */
export type ServerReady = {
  type: 'ready';
  url: string;
  engine: CatalogEngine;
  buildMs: number;
  baseRssMb: number;
  rssMb: number;
  heapMb: number;
  index?: Record<string, number>;
};
export type MemoryReport = { type: 'memory'; rssMb: number; heapMb: number };

const mb = (bytes: number) => Math.round(bytes / 1e6);

/**
 * The benchmark's API server, in its own process so the load generator does not share its event
 * loop: connects (MONGODB_URI from the parent), builds the memory store when that engine is in use,
 * serves the handlers and reports to the parent.
 */
async function main(): Promise<void> {
  const forced = process.env.BENCH_ENGINE as CatalogEngine | undefined;
  if (forced) setCatalogEngine(forced);
  await connectDb();
  const engine = await catalogEngine();
  const baseRssMb = mb(process.memoryUsage().rss);
  const started = Date.now();
  const index = engine === 'memory' ? (await memoryStore()).index.stats() : undefined;
  const buildMs = Date.now() - started;
  global.gc?.();
  const server = await startBenchServer();
  const memory = process.memoryUsage();
  const ready: ServerReady = { type: 'ready', url: server.url, engine, buildMs, baseRssMb, rssMb: mb(memory.rss), heapMb: mb(memory.heapUsed), index };
  process.send!(ready);
  process.on('message', (message: { type?: string }) => {
    if (message.type !== 'memory') return;
    const now = process.memoryUsage();
    const report: MemoryReport = { type: 'memory', rssMb: mb(now.rss), heapMb: mb(now.heapUsed) };
    process.send!(report);
  });
}

main().catch((error: unknown) => {
  console.error('[bench] el servidor no arrancó:', error);
  process.exit(1);
});
