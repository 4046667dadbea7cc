import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle } from '../server/embedded-db';
import { DATA_DIR } from '../server/paths';
import { unlistedShapes } from '../../lib/query-shapes/known-shapes';
import { recordedShapes } from './query-recorder';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __testDb?: DatabaseHandle }).__testDb?.stop();
  const instance = process.env.TEST_DB_INSTANCE;
  if (instance) fs.rmSync(path.join(DATA_DIR, instance), { recursive: true, force: true });
  checkQueryShapes();
}

/**
 * Fails the run when a test made a query whose shape lib/query-shapes/known-shapes.ts does not
 * list (its unit test then says which index serves it). The run's shapes stay in
 * .data/query-shapes/last-run.txt for reading.
 */
function checkQueryShapes(): void {
  const dir = process.env.QUERY_SHAPES_DIR;
  if (!dir) return;
  const shapes = recordedShapes(dir);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.writeFileSync(path.join(path.dirname(dir), 'last-run.txt'), shapes.join('\n') + '\n');
  const unlisted = unlistedShapes(shapes);
  if (unlisted.length) {
    throw new Error(`Consultas sin forma conocida (añádalas a lib/query-shapes/known-shapes.ts con el índice que las sirve):\n  ${unlisted.join('\n  ')}`);
  }
}
