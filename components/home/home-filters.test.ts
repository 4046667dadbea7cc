import { parseHomeSearch } from '@/lib/catalog/search-params';
import { messages } from '@/lib/messages';
import { filterChips, homeSections, isFilteredHome } from './home-filters';

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

describe('filterChips', () => {
  const chips = (query: Record<string, string>, categoryName?: string) => filterChips(parseHomeSearch(query), query, categoryName);

  test('the plain home and the default or all provinces have no chip', () => {
    expect(chips({})).toEqual([]);
    expect(chips({ region: 'La Habana' })).toEqual([]);
    expect(chips({ region: 'Todas las Provincias' })).toEqual([]);
    expect(chips({ maxPrice: '0', searchPhrase: '  ' })).toEqual([]);
  });

  test('each filter is a chip whose link drops it alone (and the page)', () => {
    const query = { categoryId: 'c1', region: 'Matanzas', minPrice: '10', fastDelivery: 'true', page: '3' };
    expect(chips(query, 'Alimentos')).toEqual([
      { key: 'categoryId', label: 'Alimentos', href: '/?region=Matanzas&minPrice=10&fastDelivery=true' },
      { key: 'region', label: messages.nav.province('Matanzas'), href: '/?categoryId=c1&minPrice=10&fastDelivery=true' },
      { key: 'minPrice', label: messages.home.chipMinPrice(10), href: '/?categoryId=c1&region=Matanzas&fastDelivery=true' },
      { key: 'fastDelivery', label: messages.layout.onlyFast, href: '/?categoryId=c1&region=Matanzas&minPrice=10' },
    ]);
  });

  test.each<[Record<string, string>, string]>([
    [{ searchPhrase: 'cafe' }, messages.home.chipSearch('cafe')],
    [{ categoryId: 'desconocida' }, messages.listingForm.category],
    [{ maxPrice: '50' }, messages.home.chipMaxPrice(50)],
    [{ minPoints: '5' }, messages.home.chipMinPoints(5)],
    [{ maxPoints: '20' }, messages.home.chipMaxPoints(20)],
    [{ possibleDiscount: 'true' }, messages.layout.onlyDiscount],
  ])('%o → %s, removed to /', (query, label) => {
    expect(chips(query)).toEqual([{ key: Object.keys(query)[0], label, href: '/' }]);
  });
});

describe('homeSections', () => {
  const sections = (query: Record<string, string>) => {
    const search = parseHomeSearch(query);
    return homeSections(filterChips(search, query, 'Alimentos'), isFilteredHome(search, query));
  };

  test.each<[Record<string, string>, ReturnType<typeof sections>]>([
    [{}, { banner: true, partners: true, bestSellers: true, regional: true }],
    [{ categoryId: 'c1' }, { banner: false, partners: false, bestSellers: false, regional: true }],
    [{ fastDelivery: 'true' }, { banner: false, partners: false, bestSellers: false, regional: true }],
    [{ region: 'Matanzas' }, { banner: false, partners: false, bestSellers: true, regional: false }],
    [{ searchPhrase: 'cafe' }, { banner: false, partners: false, bestSellers: false, regional: false }],
    [
      { minPrice: '10', region: 'Matanzas' },
      { banner: false, partners: false, bestSellers: false, regional: false },
    ],
  ])('%o → %o', (query, expected) => {
    expect(sections(query)).toEqual(expected);
  });
});
