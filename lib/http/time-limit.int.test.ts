import mongoose, { Types } from 'mongoose';
import { useTestDatabase as withTestDatabase } from '@/scripts/test-support/db';
import { createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import * as products from '@/app/api/admin/products/route';
import { QUERY_TIME_LIMIT_MS, RETRY_AFTER_TIME_LIMIT_S, WITHOUT_TIME_LIMIT } from '../db';
import { messages } from '../messages';
import { route } from './route';
import { Product } from '@/models/Product';
import { searchTokens } from '../catalog/search-text';

/*
 * Decision 18: every list, count and aggregate carries a server-side time limit (lib/db.ts), the
 * database stops a query past it (MongoDB's code 50, which FerretDB v1.24 answers for find and
 * aggregate, and so for countDocuments), and the route answers a Spanish 503 with Retry-After.
 */

withTestDatabase();

/** Enough listings that reading them all, as a search by a regular expression does, takes well over 1 ms. */
const LISTINGS = 3_000;
let token: string;

beforeAll(async () => {
  const admin = await createUser({ isSuperAdmin: true });
  token = admin.token;
  const seller = new Types.ObjectId();
  const category = { _id: new Types.ObjectId(), name: 'Hogar' };
  // Raw inserts: 3,000 documents through the model's validation would take most of the test's time.
  // They carry the word index every product writer stores (derived-fields.ts), which the search reads.
  const description = 'Olla eléctrica para arroz, de acero inoxidable, con tapa de cristal.'.repeat(4);
  await Product.collection.insertMany(
    Array.from({ length: LISTINGS }, (_, i) => ({
      name: `Olla arrocera ${i}`,
      description,
      searchTokens: searchTokens(`Olla arrocera ${i}`, description),
      price: 25,
      totalPrice: 25,
      availableCount: 10,
      deleted: false,
      hidden: false,
      promoted: false,
      user: seller,
      category,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      updatedAt: new Date(),
    })),
  );
});

/** Runs `work` with every query's time limit at `ms`, then puts the store's own back. */
async function withTimeLimit<T>(ms: number, work: () => Promise<T>): Promise<T> {
  mongoose.set('maxTimeMS', ms);
  try {
    return await work();
  } finally {
    mongoose.set('maxTimeMS', QUERY_TIME_LIMIT_MS);
  }
}

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: { code?: number }) => error.code,
  );

test('a find, a count and an aggregate past their time limit are stopped by the database with code 50', async () => {
  expect(mongoose.get('maxTimeMS')).toBe(QUERY_TIME_LIMIT_MS);
  const slow = { name: /arrocera 2999$/, deleted: false };
  expect(await Product.countDocuments(slow)).toBe(1);
  const stopped = await withTimeLimit(1, () =>
    Promise.all([
      code(Product.find(slow).lean().exec()),
      code(Product.countDocuments(slow).exec()),
      code(Product.aggregate([{ $match: slow }, { $count: 'n' }]).exec()),
    ]),
  );
  expect(stopped).toEqual([50, 50, 50]);
});

test('a sweep at start opts out of the limit and reads on past it', async () => {
  const slow = { name: /arrocera 2999$/, deleted: false };
  const found = await withTimeLimit(1, () => Product.find(slow, '_id').setOptions(WITHOUT_TIME_LIMIT).lean().exec());
  expect(found).toHaveLength(1);
});

test('distinct still answers: FerretDB refuses a time limit on it, so it is sent without one', async () => {
  expect(await Product.distinct('promoted', { deleted: false })).toEqual([false]);
});

test('a list whose query runs out of time answers a Spanish 503 with Retry-After, and answers again once it has time', async () => {
  const search = () => call<{ message?: string; count?: number }>(products.GET, { url: '/api/admin/products?search=arrocera', token });
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  const stopped = await withTimeLimit(1, search);
  const logLines = logged.mock.calls.map(([line]) => String(line));
  logged.mockRestore();
  expect(logLines.some((line) => line.endsWith(' busy:'))).toBe(true);
  expect([stopped.status, stopped.body.message, stopped.headers.get('retry-after')]).toEqual([503, messages.server.busy, String(RETRY_AFTER_TIME_LIMIT_S)]);
  const answered = await search();
  expect([answered.status, answered.body.count]).toEqual([200, LISTINGS]);
});

test('a request its client abandoned does not run its handler, nor logs its stopped work as an error', async () => {
  const ran: string[] = [];
  const controller = new AbortController();
  const handler = route({}, () => {
    ran.push('handler');
    return { ok: true };
  });
  controller.abort();
  const abandoned = await handler(new Request('http://localhost/api/none', { signal: controller.signal }));
  expect([abandoned.status, ran]).toEqual([499, []]);

  const midway = new AbortController();
  const stopsMidway = route({}, () => {
    midway.abort();
    midway.signal.throwIfAborted();
    return { ok: true };
  });
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    expect((await stopsMidway(new Request('http://localhost/api/none', { signal: midway.signal }))).status).toBe(499);
    expect(logged).not.toHaveBeenCalled();
  } finally {
    logged.mockRestore();
  }
});
