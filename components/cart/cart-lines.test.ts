import type { ProductDto } from '@/lib/catalog/dto';
import { messages } from '@/lib/messages';
import { cartUnits, checkAddition, linesWithAddition, unitsInCart, type CartLine } from './cart-lines';
import { sizeKindOf } from './size-kind';

const base = {
  _id: 'p1',
  name: 'Camisa',
  category: { _id: 'c1', name: 'Ropa' },
  available: true,
  availableCount: 20,
  maxCount: 5,
  availableCountByTags: [],
  fastDelivery: false,
} as unknown as ProductDto;
const shirt = {
  ...base,
  availableCountByTags: [
    { size: 'M', color: '#111111', availableCount: 2 },
    { size: 'L', color: '#111111', availableCount: 0 },
    { size: 'L', color: '#f5f5f5', availableCount: 4 },
  ],
} as ProductDto;
const line = (product: ProductDto, count: number, size = '', color = ''): CartLine => ({ product, count, size, color });

describe('counts', () => {
  const lines = [line(shirt, 1, 'M', '#111111'), line(shirt, 2, 'L', '#f5f5f5'), line({ ...base, _id: 'p2' }, 3)];
  test('cartUnits sums every line', () => expect(cartUnits({ products: lines })).toBe(6));
  test('cartUnits of nothing is 0', () => expect(cartUnits(null)).toBe(0));
  test('unitsInCart per product and per tag', () => {
    expect(unitsInCart(lines, 'p1')).toBe(3);
    expect(unitsInCart(lines, 'p1', { size: 'L', color: '#f5f5f5' })).toBe(2);
    expect(unitsInCart(lines, 'p3')).toBe(0);
  });
});

describe('linesWithAddition', () => {
  test('merges into the same product, size and colour', () => {
    const lines = [line(shirt, 1, 'M', '#111111')];
    expect(linesWithAddition(lines, { productId: 'p1', count: 2, size: 'M', color: '#111111' })).toEqual([
      { product: 'p1', count: 3, size: 'M', color: '#111111' },
    ]);
  });
  test('appends another size, keeping the other lines and their dates', () => {
    const date = { allowed: true, day: 1, month: 2, year: 2030, hours: 10, minutes: 0, ampm: 'AM' };
    const lines = [{ ...line(base, 1), product: { ...base, _id: 'p9' }, deliveryCalendar: date }];
    expect(linesWithAddition(lines, { productId: 'p1', count: 1, size: 'S', color: '#fff' })).toEqual([
      { product: 'p9', count: 1, size: '', color: '', deliveryCalendar: date },
      { product: 'p1', count: 1, size: 'S', color: '#fff' },
    ]);
  });
});

describe('sizeKindOf', () => {
  test.each<[ProductDto, string | null]>([
    [shirt, 'clothing'],
    [
      {
        ...base,
        availableCountByTags: [
          { size: '39', color: 'x', availableCount: 1 },
          { size: '40.5', color: 'x', availableCount: 1 },
        ],
      },
      'shoes',
    ],
    [base, null],
    [{ ...base, availableCountByTags: [{ size: 'Único', color: 'x', availableCount: 1 }] }, null],
    [{ ...shirt, category: { _id: 'c', name: 'x', sizeKind: null } } as ProductDto, null],
  ])('%#', (product, kind) => expect(sizeKindOf(product)).toBe(kind));
});

describe('checkAddition', () => {
  const add = (count: number, size = '', color = '') => ({ productId: 'p1', count, size, color });
  test.each<[string, ProductDto, CartLine[], ReturnType<typeof add>, string | null]>([
    ['within the limits', base, [], add(5), null],
    ['maxCount counts what is already in the cart', base, [line(base, 3)], add(3), messages.addToCart.maxCount(5)],
    ['fast delivery ignores maxCount', { ...base, fastDelivery: true }, [line(base, 3)], add(3), null],
    ['availableCount', { ...base, fastDelivery: true, availableCount: 4 }, [], add(5), messages.addToCart.availableCount(4)],
    ['size and colour stock', shirt, [], add(3, 'M', '#111111'), messages.addToCart.sizeColorCount(2)],
    ['an empty combination', shirt, [], add(1, 'L', '#111111'), messages.addToCart.sizeColorCount(0)],
    ['other sizes count towards maxCount', shirt, [line(shirt, 4, 'L', '#f5f5f5')], add(2, 'M', '#111111'), messages.addToCart.maxCount(5)],
    ['sold out', { ...base, available: false }, [], add(1), messages.addToCart.notAvailable],
  ])('%s', (_name, product, lines, request, message) => {
    const check = checkAddition(product, lines, request);
    expect(check.ok ? null : check.message).toBe(message);
  });
});
