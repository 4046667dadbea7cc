import fs from 'node:fs';
import path from 'node:path';
import type { Model } from 'mongoose';
import { indexSpecs, supportingIndex, type IndexSpec } from './index-support';
import { KNOWN_SHAPES, unlistedShapes } from './known-shapes';
import { parseShapeKey } from './shape';

/*
 * Decision 18: on MongoDB every query shape the store runs has an index declared in
 * models/. The integration run fails on a shape that known-shapes.ts does not list
 * (scripts/test-support/global-teardown.ts); this test fails on a listed shape that no declared
 * index serves, or that is served by another index than the one listed.
 */

/** The indexes every model of models/ declares, by collection name. */
async function declaredIndexes(): Promise<Map<string, IndexSpec[]>> {
  const dir = path.join(__dirname, '..', '..', 'models');
  const byCollection = new Map<string, IndexSpec[]>();
  for (const file of fs.readdirSync(dir).filter((name) => /^[A-Z]\w+\.ts$/.test(name))) {
    const exports = (await import(path.join(dir, file))) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      const model = value as Model<unknown>;
      if (typeof model !== 'function' || !model.schema || !model.collection) continue;
      byCollection.set(model.collection.collectionName, indexSpecs(model.schema.indexes() as Parameters<typeof indexSpecs>[0]));
    }
  }
  return byCollection;
}

let indexes: Map<string, IndexSpec[]>;
beforeAll(async () => {
  indexes = await declaredIndexes();
});

test.each(Object.entries(KNOWN_SHAPES))('%s uses %s', (key, listed) => {
  const shape = parseShapeKey(key);
  const declared = indexes.get(shape.collection);
  expect(declared).toBeDefined();
  // 'no index: why' must say why, and no declared index may serve the shape (else list that index).
  const expected = listed.startsWith('no index') ? 'no index' : listed;
  if (expected === 'no index') expect(listed).toMatch(/^no index: \S/);
  expect(supportingIndex(shape, declared!)?.name ?? 'no index').toBe(expected);
});

test('a shape that is not listed is reported; one found by _id needs no entry', () => {
  expect(unlistedShapes(['orders {paymentType eq}', 'orders {_id eq, currentStatus eq}', ...Object.keys(KNOWN_SHAPES)])).toEqual(['orders {paymentType eq}']);
});
