import { indexSpecs, supportingIndex } from './index-support';
import { parseShapeKey } from './shape';

const indexes = indexSpecs([
  [{ email: 1 }, { unique: true }],
  [{ 'user._id': 1, createdAt: -1 }, undefined],
  [{ currentStatus: 1, createdAt: -1 }, undefined],
  [{ deleted: 1, createdAt: -1, _id: -1 }, undefined],
  [{ totalPrice: 1 }, undefined],
  [{ 'cash.receivedAt': 1 }, undefined],
]);

const served = (key: string) => supportingIndex(parseShapeKey(key), indexes)?.name ?? null;

test.each([
  // Equalities, then the sort, then a range: the shapes the store's lists use.
  ['orders {user._id eq} sort {createdAt -1}', 'user._id_1_createdAt_-1'],
  ['orders {user._id eq} sort {createdAt 1}', 'user._id_1_createdAt_-1'],
  ['orders {user._id eq}', 'user._id_1_createdAt_-1'],
  ['orders {currentStatus eq, createdAt range}', 'currentStatus_1_createdAt_-1'],
  ['orders {} sort {deleted 1, createdAt -1}', 'deleted_1_createdAt_-1__id_-1'],
  ['orders {deleted eq} sort {createdAt -1, _id -1}', 'deleted_1_createdAt_-1__id_-1'],
  ['orders {deleted eq} sort {createdAt 1, _id 1}', 'deleted_1_createdAt_-1__id_-1'],
  ['orders {deleted eq, createdAt eq} sort {_id -1}', 'deleted_1_createdAt_-1__id_-1'],
  ['orders {totalPrice range}', 'totalPrice_1'],
  ['orders {cash.receivedAt range}', 'cash.receivedAt_1'],
  ['orders {_id eq, availableCount range}', '_id_'],
  // A unique index found by equality answers one document: any sort is served; sorted by it, a tie-breaker after it is free.
  ['users {email eq} sort {name 1}', 'email_1'],
  ['users {} sort {email -1, _id -1}', 'email_1'],
  ['users {} sort {totalPrice 1, _id 1}', null],
  // Unserved: a sort that is not the index's next keys, mixed directions, a leading key left free, no filter.
  ['orders {user._id eq} sort {total -1}', null],
  ['orders {deleted eq} sort {createdAt -1, _id 1}', null],
  ['orders {createdAt range}', null],
  ['orders {currentStatus other}', null],
  ['orders {}', null],
  ['orders {} sort {createdAt -1}', null],
])('%s → %s', (key, expected) => {
  expect(served(key)).toBe(expected);
});
