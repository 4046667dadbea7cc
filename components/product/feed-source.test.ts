import { parseHomeSearch } from '@/lib/catalog/search-params';
import { feedRequests, hasNextPage } from './feed-source';

test('a home page is two calls: 10 regular and 5 promoted, with the set filters only', () => {
  const search = parseHomeSearch({ searchPhrase: 'cafe', categoryId: 'c1', minPrice: '5', region: 'Todas las Provincias' });
  const [regular, promoted] = feedRequests({ kind: 'home', search }, 2);
  expect(regular).toEqual({ path: '/api/productsImport?page=2&limit=10&promoted=false&categoryId=c1&searchPhrase=cafe&minPrice=5', promoted: false });
  expect(promoted.path).toBe('/api/productsImport?page=2&limit=5&promoted=true&categoryId=c1&searchPhrase=cafe&minPrice=5');
});

test('the default region is sent, and the logged-in user id', () => {
  const [regular] = feedRequests({ kind: 'home', search: parseHomeSearch({}) }, 1, 'u1');
  expect(regular.path).toBe('/api/productsImport?page=1&limit=10&promoted=false&userLoggedId=u1&region=La+Habana');
});

test('a distributor page is one call of 10', () => {
  expect(feedRequests({ kind: 'distributor', userId: 'd1' }, 3)).toEqual([{ path: '/api/productsImport/ofdistributor/d1?page=3&limit=10', promoted: false }]);
});

test.each([
  [10, true],
  [11, true],
  [9, false],
  [0, false],
])('a page of %i regular items → more: %s', (count, more) => {
  expect(hasNextPage(count)).toBe(more);
});
