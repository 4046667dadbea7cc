import path from 'node:path';
import { ROOT } from '../lib/paths';

/** The bare Next.js app the store is compared with (issue #9). */
export const BASELINE_DIR = path.join(ROOT, 'bench', 'baseline');

/** Sent by a benchmark server (next-server.ts, a child process) to the suite once it answers. */
export type NextServerReady = { type: 'ready'; url: string };
