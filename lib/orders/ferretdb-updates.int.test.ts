import mongoose from 'mongoose';
import { useTestDatabase } from '@/scripts/test-support/db';

/*
 * What the order writes may rely on in the database under test. On FerretDB v1.24 (SQLite) the
 * positional operator, arrayFilters and $elemMatch on these fields fail, $pull removes only
 * elements equal to its argument (not those matching it) and $push's $slice is ignored, silently; a path with the array index does work. Hence
 * lib/orders/ledger.ts addresses a size/colour entry as availableCountByTags.<i>, with the entry's
 * identity in the guard, and lib/push rewrites the subscription list instead of $pull.
 */

const tags = () => [
  { size: 'M', color: 'negro', availableCount: 3 },
  { size: 'L', color: 'negro', availableCount: 1 },
];

describe('array updates in the database under test', () => {
  useTestDatabase();
  let ferret = false;
  const collection = () => mongoose.connection.db!.collection<{ _id: string; tags: ReturnType<typeof tags>; list?: unknown[] }>('array_updates');
  const attempt = (run: () => Promise<unknown>) =>
    run().then(
      (value) => ({ ok: true, value }),
      (error: Error) => ({ ok: false, value: error.message }),
    );

  beforeAll(async () => {
    ferret = Boolean((await mongoose.connection.db!.admin().command({ buildInfo: 1 })).ferretdbVersion);
  });
  beforeEach(async () => {
    await collection().deleteMany({});
    await collection().insertOne({
      _id: 'p',
      tags: tags(),
      list: [
        { endpoint: 'a', at: 1 },
        { endpoint: 'b', at: 2 },
      ],
    });
  });

  test('positional $ update: refused on FerretDB v1', async () => {
    const result = await attempt(() => collection().updateOne({ _id: 'p', 'tags.size': 'M' }, { $inc: { 'tags.$.availableCount': -1 } }));
    expect(result.ok).toBe(!ferret);
  });

  test('arrayFilters: refused on FerretDB v1', async () => {
    const result = await attempt(() =>
      collection().updateOne({ _id: 'p' }, { $inc: { 'tags.$[t].availableCount': -1 } }, { arrayFilters: [{ 't.size': 'M' }] }),
    );
    expect(result.ok).toBe(!ferret);
  });

  test('$elemMatch on the entry fields: refused on FerretDB v1', async () => {
    const result = await attempt(() => collection().findOne({ _id: 'p', tags: { $elemMatch: { color: 'negro', availableCount: { $gte: 1 } } } }));
    expect(result.ok).toBe(!ferret);
  });

  test('index path with the entry identity in the guard: works everywhere, and refuses a moved entry', async () => {
    const guard = { _id: 'p', 'tags.0.size': 'M', 'tags.0.color': 'negro', 'tags.0.availableCount': { $gte: 2 } };
    expect((await collection().updateOne(guard, { $inc: { 'tags.0.availableCount': -2 } })).modifiedCount).toBe(1);
    expect((await collection().findOne({ _id: 'p' }))!.tags.map((t) => t.availableCount)).toEqual([1, 1]);
    expect((await collection().updateOne({ ...guard, 'tags.0.size': 'L' }, { $inc: { 'tags.0.availableCount': -1 } })).modifiedCount).toBe(0);
  });

  test('$pull by a condition on some fields: ignored on FerretDB v1 (it pulls equal elements only)', async () => {
    await collection().updateOne({ _id: 'p' }, { $pull: { list: { endpoint: 'a' } } });
    expect((await collection().findOne({ _id: 'p' }))!.list).toHaveLength(ferret ? 2 : 1);
  });

  test('$push with $slice: the slice is ignored on FerretDB v1', async () => {
    await collection().updateOne({ _id: 'p' }, { $push: { list: { $each: [{ endpoint: 'c', at: 3 }], $slice: -1 } } });
    expect((await collection().findOne({ _id: 'p' }))!.list).toHaveLength(ferret ? 3 : 1);
  });
});
