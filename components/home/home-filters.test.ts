import { parseHomeSearch } from '@/lib/catalog/search-params';
import { isFilteredHome } from './home-filters';

test.each<[Record<string, string>, boolean]>([
  [{}, false],
  [{ categoryId: 'c1' }, false],
  [{ fastDelivery: 'true' }, false],
  [{ region: 'La Habana' }, false],
  [{ searchPhrase: 'cafe' }, true],
  [{ searchPhrase: '   ' }, false],
  [{ minPrice: '10' }, true],
  [{ maxPrice: '0' }, false],
  [{ maxPoints: '20' }, true],
  [{ region: 'Matanzas' }, true],
  [{ region: 'Todas las Provincias' }, true],
])('%o → filtered %s', (query, filtered) => {
  expect(isFilteredHome(parseHomeSearch(query), query)).toBe(filtered);
});
