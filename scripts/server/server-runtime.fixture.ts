import v8 from 'node:v8';
import { relaunchAsServer } from './server-runtime';

// Run by server-runtime.test.ts: reports what the relaunched process runs with, and exits with 7.
if (!relaunchAsServer()) {
  const heapMb = Math.round(v8.getHeapStatistics().heap_size_limit / 1048576);
  console.log(JSON.stringify({ pid: process.pid, heapMb, arenas: process.env.MALLOC_ARENA_MAX }));
  process.exit(7);
}
