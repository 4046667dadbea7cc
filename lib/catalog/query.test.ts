import { escapeRegex, toMongoFilter } from './database/mongo-filter';
import { isObjectIdText } from '../ids';
import { positiveNumber, searchTerms, skipOf, toCatalogQuery } from './query';

describe('search terms', () => {
  test.each([
    ['cafe', [], 'cafe'],
    ['Café', [], 'cafe'],
    ['TELEVISOR', [], 'televisor'],
    ['café molido', ['cafe'], 'molido'],
    ['café molido ', ['cafe', 'molido'], undefined],
    ['televisor s', ['televisor'], undefined],
    ['(a+)+$', [], undefined],
    ['a', [], undefined],
    ['', [], undefined],
    ['cafe cafe', ['cafe'], undefined],
    ['Niño', [], 'niño'],
  ])('%j → words %j, prefix %j', (phrase, words, prefix) => {
    expect(searchTerms(phrase)).toEqual(prefix === undefined ? { words } : { words, prefix });
  });

  test('at most 8 whole words are used', () => {
    expect(searchTerms('uno dos tres cuatro cinco seis siete ocho nueve diez once').words).toHaveLength(8);
  });
});

describe('list query normalisation', () => {
  test('defaults: page 1, limit 10, nothing filtered', () => {
    expect(toCatalogQuery({})).toEqual({ page: 1, limit: 10, promotedOnly: false, fastDelivery: false, possibleDiscount: false, words: [] });
  });

  test.each([
    [{ limit: '500' }, 'limit', 50],
    [{ limit: '0' }, 'limit', 10],
    [{ limit: 'x' }, 'limit', 10],
    [{ page: '-2' }, 'page', 1],
    [{ page: '3' }, 'page', 3],
  ])('%j gives %s %d', (input, key, value) => expect(toCatalogQuery(input)[key as 'page' | 'limit']).toBe(value));

  test("'all' values are dropped and filters kept", () => {
    const query = toCatalogQuery({
      categoryId: '0',
      region: 'Todas las Provincias',
      currency: 'TODAS',
      promoted: 'true',
      minPrice: '10',
      maxPrice: 'abc',
      minPoints: '0',
      fastDelivery: 'true',
      possibleDiscount: 'false',
    });
    expect(query).toEqual({ page: 1, limit: 10, promotedOnly: true, fastDelivery: true, possibleDiscount: false, words: [], minPrice: 10 });
  });

  test('category, region and currency pass through (currency upper-cased)', () => {
    const query = toCatalogQuery({ categoryId: 'a'.repeat(24), region: 'Matanzas', currency: 'usd' });
    expect(query).toMatchObject({ categoryId: 'a'.repeat(24), region: 'Matanzas', currency: 'USD' });
  });

  test.each([
    ['12.5', 12.5],
    ['0', undefined],
    ['-1', undefined],
    ['', undefined],
    ['1e400', undefined],
    [undefined, undefined],
  ])('positiveNumber(%j) = %j', (input, expected) => expect(positiveNumber(input)).toBe(expected));

  test('skip of page 50 at 10 a page is 490', () => expect(skipOf({ page: 50, limit: 10 })).toBe(490));
  test.each([
    ['5f1d7f1c2b3a4d5e6f708192', true],
    ['-1', false],
    ['xyz', false],
    [undefined, false],
  ])('isObjectIdText(%j) = %j', (id, ok) => expect(isObjectIdText(id)).toBe(ok));
});

describe('MongoDB filter', () => {
  test('regex metacharacters are escaped', () => {
    expect(escapeRegex('(a+)+$')).toBe('\\(a\\+\\)\\+\\$');
    expect(new RegExp(`^${escapeRegex('a.b*[c]')}`).test('a.b*[c]x')).toBe(true);
  });

  test('every filter at once', () => {
    const query = {
      ...toCatalogQuery({
        searchPhrase: 'cafe mol',
        promoted: 'true',
        categoryId: 'c'.repeat(24),
        region: 'La Habana',
        minPrice: '5',
        maxPrice: '50',
        currency: 'USD',
        minPoints: '1',
        maxPoints: '9',
        fastDelivery: 'true',
        possibleDiscount: 'true',
      }),
      sellerId: 's'.repeat(24),
      excludeId: 'e'.repeat(24),
    };
    expect(toMongoFilter(query, ['u1'])).toEqual({
      deleted: false,
      hidden: { $ne: true },
      promoted: true,
      'category._id': 'c'.repeat(24),
      user: 's'.repeat(24),
      _id: { $ne: 'e'.repeat(24) },
      fastDelivery: true,
      possibleDiscount: true,
      currency: 'USD',
      totalPrice: { $gte: 5, $lte: 50 },
      points: { $gte: 1, $lte: 9 },
      $and: [
        { searchTokens: { $all: ['cafe'] } },
        { searchTokens: { $regex: '^mol' } },
        { $or: [{ regions: 'La Habana' }, { regions: { $size: 0 }, user: { $in: ['u1'] } }] },
      ],
    });
  });

  test('no filter: visible products only (not deleted, not hidden by an admin)', () =>
    expect(toMongoFilter(toCatalogQuery({}))).toEqual({ deleted: false, hidden: { $ne: true } }));
});
