import { groupCart, lineAvailability } from './cart-groups';
import { testLine } from './test-lines';

describe('groupCart', () => {
  test('fast section first, then import; stores in first-seen order; subtotals with import cost', () => {
    const lines = [
      testLine({ _id: 'a', sellerId: 's1' }, 2),
      testLine({ _id: 'b', sellerId: 's2', fastDelivery: true }, 1),
      testLine({ _id: 'c', sellerId: 's1', fastDelivery: true }, 1),
      testLine({ _id: 'd', sellerId: 's1' }, 1),
    ];
    const sections = groupCart(lines);
    expect(sections.map((s) => s.fast)).toEqual([true, false]);
    expect(sections[0].groups.map((g) => g.sellerId)).toEqual(['s2', 's1']);
    expect(sections[1].groups[0].lines.map((l) => l.index)).toEqual([0, 3]);
    expect(sections[1].groups[0].subtotal).toBe(36);
    expect(sections[1].groups[0].sellerName).toBe('Tienda s1');
    expect(sections[1].groups[0].deliveryCosts).toBeNull();
  });

  test('an empty cart has no sections', () => expect(groupCart([])).toEqual([]));

  test('delivery terms are read when the product DTO carries them', () => {
    const line = testLine();
    const costs = [{ provinceName: 'La Habana', available: true }];
    Object.assign(line.product.user, { deliveryCosts: costs });
    expect(groupCart([line])[0].groups[0].deliveryCosts).toBe(costs);
  });
});

describe('lineAvailability', () => {
  test.each([
    ['within limits', {}, 2, { limit: 5, over: false, unavailable: false }],
    ['over maxCount', {}, 6, { limit: 5, over: true, unavailable: true }],
    ['fast: availableCount only', { fastDelivery: true, availableCount: 7 }, 6, { limit: 7, over: false, unavailable: false }],
    ['switched off', { available: false }, 1, { limit: 5, over: false, unavailable: true }],
    ['sold out', { availableCount: 0 }, 1, { limit: 0, over: true, unavailable: true }],
  ])('%s', (_, product, count, expected) => expect(lineAvailability(testLine(product, count))).toEqual(expected));

  test('per size and colour stock', () => {
    const tags = [
      { size: 'M', color: 'rojo', availableCount: 1 },
      { size: 'L', color: 'rojo', availableCount: 4 },
    ];
    const line = testLine({ availableCountByTags: tags, category: { _id: 'c', name: 'Ropa', sizeKind: 'clothing' } as never }, 2, { size: 'M', color: 'rojo' });
    expect(lineAvailability(line)).toEqual({ limit: 1, over: true, unavailable: true });
  });
});
