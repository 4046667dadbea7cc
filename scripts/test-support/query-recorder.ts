import fs from 'node:fs';
import path from 'node:path';
import mongoose from 'mongoose';
import { shapeKey, shapesOf, type QueryShape } from '../../lib/query-shapes/shape';

/*
 * Records the shape of every query mongoose sends during the integration tests (one file per test
 * process under QUERY_SHAPES_DIR, set by global-setup.ts); global-teardown.ts fails the run when
 * one of them is not in lib/query-shapes/known-shapes.ts, whose unit test checks each listed
 * shape against the indexes declared in models/.
 */

type Stage = Record<string, unknown>;
type Options = { sort?: unknown } | undefined;

/** The shapes of one collection method call as mongoose's debug hook sees it (none for inserts and metadata). */
export function callShapes(collection: string, method: string, args: unknown[]): QueryShape[] {
  switch (method) {
    case 'find':
    case 'findOne':
    case 'countDocuments':
    case 'updateOne':
    case 'updateMany':
    case 'deleteOne':
    case 'deleteMany':
    case 'replaceOne':
      return shapesOf(collection, args[0], method.startsWith('find') ? (args[1] as Options)?.sort : undefined);
    case 'findOneAndUpdate':
    case 'findOneAndReplace':
      return shapesOf(collection, args[0], (args[2] as Options)?.sort);
    case 'findOneAndDelete':
      return shapesOf(collection, args[0], (args[1] as Options)?.sort);
    case 'distinct':
      return shapesOf(collection, args[1]);
    case 'aggregate':
      return pipelineShapes(collection, (args[0] ?? []) as Stage[]);
    case 'bulkWrite':
      return ((args[0] ?? []) as Stage[]).flatMap((op) =>
        Object.values(op).flatMap((spec) => ((spec as Stage)?.filter ? shapesOf(collection, (spec as Stage).filter) : [])),
      );
    default:
      return [];
  }
}

/** A pipeline reads the collection through its leading $match and the $sort right after it. */
function pipelineShapes(collection: string, pipeline: Stage[]): QueryShape[] {
  const match = pipeline[0]?.$match;
  const sortStage = pipeline[match ? 1 : 0]?.$sort;
  return shapesOf(collection, match ?? {}, sortStage);
}

/** Installs the debug hook in this test file's mongoose; does nothing when the run records no shapes. */
export function recordQueryShapes(dir: string | undefined): void {
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${process.pid}.txt`);
  const seen = new Set<string>();
  mongoose.set('debug', (collection: string, method: string, ...args: unknown[]) => {
    for (const shape of callShapes(collection, method, args)) {
      const key = shapeKey(shape);
      if (seen.has(key)) continue;
      seen.add(key);
      fs.appendFileSync(file, `${key}\n`);
    }
  });
}

/** Every shape recorded in `dir`, once each, sorted. */
export function recordedShapes(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const lines = fs.readdirSync(dir).flatMap((name) => fs.readFileSync(path.join(dir, name), 'utf8').split('\n'));
  return [...new Set(lines.filter(Boolean))].sort();
}
