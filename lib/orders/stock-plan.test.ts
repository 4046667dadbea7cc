import type { OrderCartLine, StockProduct } from '../cart/lines';
import { checkStock, placedLineTakes, stockTakes } from './stock-plan';
import { withoutOrdered } from '../cart/cart-write';

const product = (fields: Partial<StockProduct> = {}): StockProduct => ({
  fastDelivery: false,
  maxCount: 5,
  availableCount: 10,
  available: true,
  availableCountByTags: [],
  sizeKind: null,
  deleted: false,
  ...fields,
});
const line = (product: string, count: number, size = '', color = ''): OrderCartLine => ({ product, count, size, color });
const shirt = product({
  fastDelivery: true,
  availableCount: 9,
  sizeKind: 'clothing',
  availableCountByTags: [
    { size: 'M', color: 'black', availableCount: 2 },
    { size: 'L', color: 'white', availableCount: 7 },
  ],
});

describe('checkStock', () => {
  test.each<[string, OrderCartLine[], Record<string, StockProduct>, OrderCartLine[] | null]>([
    ['everything possible', [line('a', 5)], { a: product() }, null],
    ['over maxCount (non-fast): reduced to it', [line('a', 6)], { a: product() }, [line('a', 5)]],
    ['fast items ignore maxCount', [line('a', 8)], { a: product({ fastDelivery: true }) }, null],
    ['over availableCount: reduced', [line('a', 4)], { a: product({ availableCount: 3 }) }, [line('a', 3)]],
    ['not available: kept as is (shown NO DISPONIBLE)', [line('a', 2)], { a: product({ available: false }) }, [line('a', 2)]],
    ['sold out: kept as is', [line('a', 2)], { a: product({ availableCount: 0 }) }, [line('a', 2)]],
    ['deleted: dropped', [line('a', 1), line('b', 1)], { a: product({ deleted: true }), b: product() }, [line('b', 1)]],
    ['missing: dropped', [line('a', 1), line('b', 1)], { b: product() }, [line('b', 1)]],
    ['size and colour within their stock', [line('s', 2, 'M', 'black'), line('s', 7, 'L', 'white')], { s: shirt }, null],
    ['size and colour over their stock', [line('s', 3, 'M', 'black')], { s: shirt }, [line('s', 2, 'M', 'black')]],
    ['an unlisted size has none', [line('s', 1, 'XL', 'black')], { s: shirt }, [line('s', 1, 'XL', 'black')]],
    ['lines of one product share its limit, in cart order', [line('a', 4, 'x'), line('a', 4, 'y')], { a: product() }, [line('a', 4, 'x'), line('a', 1, 'y')]],
  ])('%s', (_, lines, products, corrected) => {
    const check = checkStock(lines, new Map(Object.entries(products)));
    expect(check).toEqual(corrected === null ? { ok: true } : { ok: false, corrected });
  });
});

describe('stockTakes', () => {
  test('sums the lines of each product, per size and colour when stock is kept by tag', () => {
    const lines = [line('s', 1, 'M', 'black'), line('a', 2), line('s', 2, 'L', 'white'), line('s', 1, 'M', 'black')];
    expect(
      stockTakes(
        lines,
        new Map([
          ['s', shirt],
          ['a', product()],
        ]),
      ),
    ).toEqual([
      {
        product: 's',
        count: 4,
        tags: [
          { size: 'M', color: 'black', count: 2 },
          { size: 'L', color: 'white', count: 2 },
        ],
      },
      { product: 'a', count: 2, tags: [] },
    ]);
  });
});

describe('placedLineTakes', () => {
  test('gives back what each stored line took: its size and colour only where the line took them so', () => {
    const lines = [
      { product: 'p1', count: 2, size: 'M', color: 'rojo', stockByTag: true },
      { product: 'p1', count: 1, size: 'L', color: 'rojo', stockByTag: true },
      { product: 'p1', count: 3, size: 'M', color: 'rojo', stockByTag: true },
      { product: 'p2', count: 4, size: 'M', color: null, stockByTag: false },
      { product: 'p3', count: 1 },
    ];
    expect(placedLineTakes(lines)).toEqual([
      {
        product: 'p1',
        count: 6,
        tags: [
          { size: 'M', color: 'rojo', count: 5 },
          { size: 'L', color: 'rojo', count: 1 },
        ],
      },
      { product: 'p2', count: 4, tags: [] },
      { product: 'p3', count: 1, tags: [] },
    ]);
  });
});

describe('withoutOrdered', () => {
  test('subtracts the ordered counts per product, size and colour; keeps what was added since', () => {
    const current = [line('a', 3), line('s', 1, 'M', 'black'), line('b', 1)];
    expect(withoutOrdered(current, [line('a', 2), line('s', 1, 'M', 'black')])).toEqual([line('a', 1), line('b', 1)]);
  });
});
