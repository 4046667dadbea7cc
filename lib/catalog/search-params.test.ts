import { ALL_PROVINCES, DEFAULT_PROVINCE, PROVINCES } from '../geo/provinces';
import { ALL_CATEGORIES, categoryFilter, parseFilterInt, parseHomeSearch, regionFilter, serializeHomeSearch, type HomeSearch } from './search-params';

const otherProvince = PROVINCES[0].name;
const defaults: HomeSearch = { searchPhrase: '', fastDelivery: false, possibleDiscount: false, categoryId: ALL_CATEGORIES, region: DEFAULT_PROVINCE };

describe('price and points filters count only as non-zero integers', () => {
  test.each<[string | number | null | undefined, number | undefined]>([
    ['25', 25],
    [' 25 ', 25],
    [40, 40],
    ['-3', -3],
    ['0', undefined],
    ['00', undefined],
    ['', undefined],
    ['abc', undefined],
    ['12abc', undefined],
    ['1.5', undefined],
    ['1e3', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%p → %p', (value, parsed) => expect(parseFilterInt(value)).toBe(parsed));
});

describe('parse the home URL', () => {
  test.each<[string, string, Partial<HomeSearch>]>([
    ['empty: defaults', '', {}],
    ['search phrase', 'searchPhrase=%20tv%20', { searchPhrase: 'tv' }],
    ['filters', 'minPrice=10&maxPrice=0&minPoints=x&maxPoints=30', { minPrice: 10, maxPoints: 30 }],
    ['flags', 'fastDelivery=true&possibleDiscount=false', { fastDelivery: true }],
    ['category', 'categoryId=abc123', { categoryId: 'abc123' }],
    ['empty category is all', 'categoryId=', {}],
    ['region', `region=${encodeURIComponent(otherProvince)}`, { region: otherProvince }],
    ['all provinces', `region=${encodeURIComponent(ALL_PROVINCES)}`, { region: ALL_PROVINCES }],
  ])('%s', (_, query, expected) => expect(parseHomeSearch(new URLSearchParams(query))).toEqual({ ...defaults, ...expected }));

  test('a record with arrays (Next searchParams) reads the first value', () =>
    expect(parseHomeSearch({ searchPhrase: ['a', 'b'], minPrice: '5', region: undefined })).toEqual({ ...defaults, searchPhrase: 'a', minPrice: 5 }));

  test('a stored region replaces the default', () => expect(parseHomeSearch(new URLSearchParams(''), otherProvince).region).toBe(otherProvince));
});

describe('serialize', () => {
  test.each<[Partial<HomeSearch>, string]>([
    [{}, ''],
    [defaults, `region=${encodeURIComponent(DEFAULT_PROVINCE).replace(/%20/g, '+')}`],
    [{ searchPhrase: ' tv ', minPrice: 0, maxPrice: 50, minPoints: 1.5, categoryId: ALL_CATEGORIES }, 'searchPhrase=tv&maxPrice=50'],
    [{ fastDelivery: true, possibleDiscount: true, categoryId: 'c1' }, 'fastDelivery=true&possibleDiscount=true&categoryId=c1'],
  ])('%p → %p', (search, query) => expect(serializeHomeSearch(search)).toBe(query));

  test('round trip', () => {
    const search: HomeSearch = {
      searchPhrase: 'café',
      minPrice: 5,
      maxPrice: 90,
      minPoints: 1,
      maxPoints: 20,
      fastDelivery: true,
      possibleDiscount: true,
      categoryId: 'c9',
      region: ALL_PROVINCES,
    };
    expect(parseHomeSearch(new URLSearchParams(serializeHomeSearch(search)))).toEqual(search);
  });
});

describe('query filters', () => {
  test.each([
    [ALL_CATEGORIES, undefined],
    ['c1', 'c1'],
  ])('category %p → %p', (categoryId, filter) => expect(categoryFilter({ categoryId })).toBe(filter));
  test.each([
    [ALL_PROVINCES, undefined],
    [DEFAULT_PROVINCE, DEFAULT_PROVINCE],
  ])('region %p → %p', (region, filter) => expect(regionFilter({ region })).toBe(filter));
});
