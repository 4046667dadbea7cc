import { Types } from 'mongoose';
import { parseShapeKey, shapeKey, shapesOf, sortSpec } from './shape';

const keys = (filter: unknown, sort?: unknown) => shapesOf('orders', filter, sort).map(shapeKey);

describe('shapesOf', () => {
  test.each([
    ['a plain value, an ObjectId and a date are equalities', { a: 1, b: new Types.ObjectId(), c: new Date(0) }, ['orders {a eq, b eq, c eq}']],
    [
      '$in, $eq and $all are equalities; a subdocument value too',
      { a: { $in: [1, 2] }, b: { $eq: 3 }, c: { $all: ['x'] }, d: { x: 1 } },
      ['orders {a eq, b eq, c eq, d eq}'],
    ],
    ['comparisons are ranges', { a: { $gte: 1, $lt: 5 } }, ['orders {a range}']],
    ['$ne, $exists and $nin bound nothing', { a: { $ne: 1 }, b: { $exists: true }, c: { $nin: [1] } }, ['orders {a other, b other, c other}']],
    ['$ne null is every key but null: a range', { a: { $ne: null } }, ['orders {a range}']],
    [
      'an anchored pattern is a range; any other pattern bounds nothing',
      { a: /^bench-/, b: /x/, c: { $regex: '^y', $options: 'i' } },
      ['orders {a range, b other, c other}'],
    ],
    ['$elemMatch on an array is an equality', { lines: { $elemMatch: { seller: 1 } } }, ['orders {lines eq}']],
    [
      'each $or branch is a shape of its own, with the fields beside it',
      { a: 1, $or: [{ b: 1 }, { c: { $gt: 1 } }] },
      ['orders {a eq, b eq}', 'orders {a eq, c range}'],
    ],
    ['$and merges its parts, keeping the stronger use', { $and: [{ a: { $ne: 1 } }, { a: 2, b: { $lt: 3 } }] }, ['orders {a eq, b range}']],
    ['no filter at all', undefined, ['orders {}']],
  ])('%s', (_name, filter, expected) => {
    expect(keys(filter)).toEqual(expected);
  });

  test('the sort keeps its order and directions', () => {
    expect(keys({ a: 1 }, { createdAt: -1, _id: 1 })).toEqual(['orders {a eq} sort {createdAt -1, _id 1}']);
  });
});

describe('sortSpec', () => {
  test.each([
    [
      { a: -1, b: 1 },
      [
        ['a', -1],
        ['b', 1],
      ],
    ],
    [
      '-a b',
      [
        ['a', -1],
        ['b', 1],
      ],
    ],
    [[['a', 'desc']], [['a', -1]]],
    [new Map([['a', 1]]), [['a', 1]]],
    [undefined, []],
  ])('%p', (sort, expected) => {
    expect(sortSpec(sort)).toEqual(expected);
  });
});

test('parseShapeKey reads back what shapeKey writes', () => {
  for (const key of ['orders {}', 'orders {a eq, b range} sort {c -1, _id 1}', 'users {email eq}']) expect(shapeKey(parseShapeKey(key))).toBe(key);
  expect(() => parseShapeKey('orders a eq')).toThrow();
});
