import { CatalogIndex } from './catalog-index';
import { provinceMask, type IndexEntry } from './index-entry';
import { RowList } from './postings';
import { toCatalogQuery, type CatalogQuery, type ListQueryInput } from '../query';
import { searchTokens } from '../search-text';

const CAT_A = 'a'.repeat(24);
const CAT_B = 'b'.repeat(24);
const SELLER_1 = '1'.repeat(24);
const SELLER_2 = '2'.repeat(24);

function entry(n: number, fields: Partial<IndexEntry> & { name?: string } = {}): IndexEntry {
  const name = fields.name ?? `Producto ${n}`;
  return {
    id: String(n).padStart(24, '0'),
    createdAt: n * 1000,
    deleted: false,
    promoted: false,
    fastDelivery: false,
    possibleDiscount: false,
    categoryId: CAT_A,
    sellerId: SELLER_1,
    regions: [],
    currency: 'USD',
    totalPrice: 10 * n,
    points: n,
    salesCount: 0,
    tokens: searchTokens(name),
    payload: JSON.stringify({ n }),
    ...fields,
  };
}

function names(index: CatalogIndex, query: CatalogQuery | ListQueryInput): number[] {
  const q = 'words' in query ? query : toCatalogQuery(query);
  return index.search(q).map((hit) => (JSON.parse(hit.payload) as { n: number }).n);
}

function catalogue(): CatalogIndex {
  const index = new CatalogIndex();
  index.upsert(entry(1, { name: 'Café molido Bustelo', categoryId: CAT_B, fastDelivery: true, salesCount: 50 }));
  index.upsert(entry(2, { name: 'Cafetera eléctrica', promoted: true, currency: 'EUR', salesCount: 7 }));
  index.upsert(entry(3, { name: 'Televisor Samsung', regions: ['Matanzas'], possibleDiscount: true, sellerId: SELLER_2, salesCount: 90 }));
  index.upsert(entry(4, { name: 'Televisor LG', deleted: true, salesCount: 1000 }));
  index.upsert(entry(5, { name: 'Olla arrocera', sellerId: SELLER_2, salesCount: 3 }));
  index.setSellerProvinces(SELLER_1, ['La Habana']);
  index.setSellerProvinces(SELLER_2, ['La Habana', 'Holguín']);
  return index;
}

describe('catalogue index', () => {
  test('newest first, deleted left out, paged', () => {
    const index = catalogue();
    expect(names(index, {})).toEqual([5, 3, 2, 1]);
    expect(names(index, { limit: '2', page: '2' })).toEqual([2, 1]);
    expect(names(index, { limit: '2', page: '3' })).toEqual([]);
  });

  test.each<[ListQueryInput, number[]]>([
    [{ promoted: 'true' }, [2]],
    [{ promoted: 'false' }, [5, 3, 2, 1]],
    [{ categoryId: CAT_B }, [1]],
    [{ categoryId: 'f'.repeat(24) }, []],
    [{ currency: 'eur' }, [2]],
    [{ currency: 'MXN' }, []],
    [{ minPrice: '20', maxPrice: '30' }, [3, 2]],
    [{ minPoints: '5' }, [5]],
    [{ fastDelivery: 'true' }, [1]],
    [{ possibleDiscount: 'true' }, [3]],
    [{ region: 'La Habana' }, [5, 2, 1]],
    [{ region: 'Matanzas' }, [3]],
    [{ region: 'Holguín' }, [5]],
    [{ region: 'Narnia' }, []],
  ])('filter %j', (query, expected) => expect(names(catalogue(), query)).toEqual(expected));

  test.each<[string, number[]]>([
    ['cafe', [2, 1]],
    ['CAFÉ', [2, 1]],
    ['café ', [1]],
    ['cafe bus', [1]],
    ['televisor', [3]],
    ['TELEVISOR samsung', [3]],
    ['lavadora', []],
    ['(a+)+$', [5, 3, 2, 1]],
  ])('search %j', (phrase, expected) => expect(names(catalogue(), { searchPhrase: phrase })).toEqual(expected));

  test('seller lists exclude the product being shown', () => {
    const query = { ...toCatalogQuery({}), sellerId: SELLER_2, excludeId: entry(5).id };
    expect(names(catalogue(), query)).toEqual([3]);
  });

  test('an edit re-indexes the words and a delete hides the product', () => {
    const index = catalogue();
    index.upsert(entry(1, { name: 'Licuadora Oster' }));
    expect(names(index, { searchPhrase: 'cafe' })).toEqual([2]);
    expect(names(index, { searchPhrase: 'licuadora' })).toEqual([1]);
    index.upsert(entry(2, { name: 'Cafetera eléctrica', deleted: true }));
    expect(names(index, { searchPhrase: 'cafe' })).toEqual([]);
    expect(index.get(entry(2).id)).toBeUndefined();
    expect(index.get(entry(1).id)).toEqual({ payload: JSON.stringify({ n: 1 }), sellerId: SELLER_1 });
  });

  test('a prefix shared by many words is answered through a bitmap', () => {
    const index = new CatalogIndex();
    for (let n = 1; n <= 30; n++) index.upsert(entry(n, { name: `pro${'x'.repeat(n)} comun` }));
    expect(names(index, { searchPhrase: 'pro', limit: '50' })).toHaveLength(30);
    expect(names(index, { searchPhrase: 'comun prox', limit: '3' })).toEqual([30, 29, 28]);
  });

  test('top sellers by sales, by region, deleted left out', () => {
    const top = (region?: string) =>
      catalogue()
        .topSellers(region, 2)
        .map((hit) => (JSON.parse(hit.payload) as { n: number }).n);
    expect(top()).toEqual([3, 1]);
    expect(top('La Habana')).toEqual([1, 2]);
  });

  test('a bulk load in any order answers like inserts in time order', () => {
    const index = new CatalogIndex();
    for (const n of [4, 1, 5, 3, 2]) index.load(entry(n, { name: n % 2 ? 'Café molido' : 'Cafetera', deleted: n === 4 }));
    index.finishLoad();
    expect(names(index, {})).toEqual([5, 3, 2, 1]);
    expect(names(index, { searchPhrase: 'cafe ' })).toEqual([5, 3, 1]);
    index.upsert(entry(6, { name: 'Café en grano' }));
    index.upsert(entry(3, { name: 'Olla' }));
    expect(names(index, { searchPhrase: 'caf' })).toEqual([6, 5, 2, 1]);
  });

  test('a hidden product leaves every read like a deleted one, and comes back when shown', () => {
    const index = catalogue();
    index.upsert(entry(2, { name: 'Cafetera eléctrica', promoted: true, currency: 'EUR', salesCount: 7, hidden: true }));
    expect(names(index, { limit: '10' })).toEqual([5, 3, 1]);
    expect(names(index, { searchPhrase: 'cafetera' })).toEqual([]);
    expect(index.get('2'.padStart(24, '0'))).toBeUndefined();
    expect(index.topSellers(undefined, 10).map((hit) => (JSON.parse(hit.payload) as { n: number }).n)).toEqual([3, 1, 5]);
    index.upsert(entry(2, { name: 'Cafetera eléctrica', promoted: true, currency: 'EUR', salesCount: 7, hidden: false }));
    expect(names(index, { searchPhrase: 'cafetera' })).toEqual([2]);
  });

  test('visible listings per seller, recounted after a write', () => {
    const index = catalogue();
    expect(Object.fromEntries(index.sellerCounts())).toEqual({ [SELLER_1]: 2, [SELLER_2]: 2 });
    index.upsert(entry(5, { name: 'Olla arrocera', sellerId: SELLER_2, hidden: true }));
    index.upsert(entry(1, { name: 'Café molido Bustelo', categoryId: CAT_B, deleted: true }));
    expect(Object.fromEntries(index.sellerCounts())).toEqual({ [SELLER_1]: 1, [SELLER_2]: 1 });
  });

  test('province masks ignore unknown names', () => {
    expect(provinceMask(['Pinar del Río'])).toBe(1);
    expect(provinceMask(['Narnia'])).toBe(0);
  });
});

describe('row lists', () => {
  test('stay sorted and distinct', () => {
    const list = new RowList();
    for (const row of [5, 1, 9, 5, 3, 7, 2, 8, 6, 4]) list.insert(row);
    expect(Array.from({ length: list.length }, (_, i) => list.at(i))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    list.remove(5);
    list.remove(42);
    expect(list.has(5)).toBe(false);
    expect(list.has(6)).toBe(true);
    expect(list.length).toBe(8);
  });
});
