import { formatUsd } from '../money';
import { offlineMessages as m } from '../messages/offline';
import { orderChangedMessage, orderChanges, type CurrentLine, type SeenOrder } from './seen-check';

describe('what the buyer saw against the order priced now', () => {
  const id = 'a'.repeat(24);
  const other = 'b'.repeat(24);
  const now: CurrentLine[] = [
    { product: id, size: 'M', color: '#000000', count: 2, unitPrice: 12.5, name: 'Camisa' },
    { product: other, size: '', color: '', count: 1, unitPrice: 30, name: 'Olla' },
  ];
  const seen: SeenOrder = {
    lines: now.map(({ product, size, color, count, unitPrice }) => ({ product, size, color, count, unitPrice })).reverse(),
    delivery: 4,
  };

  test('the same lines, prices and delivery in any order: no change', () => {
    expect(orderChanges(seen, { lines: now, delivery: 4 })).toEqual([]);
  });

  test('a unit price differing by a cent is a change, named with both amounts', () => {
    const changes = orderChanges(seen, { lines: [{ ...now[0], unitPrice: 12.51 }, now[1]], delivery: 4 });
    expect(changes).toEqual([{ kind: 'price', product: id, name: 'Camisa', before: 12.5, after: 12.51 }]);
    expect(orderChangedMessage(changes)).toBe(m.orderChanged(m.priceChanged('Camisa', formatUsd(12.5), formatUsd(12.51))));
  });

  test('the delivery cost is compared unless the device could not price it', () => {
    expect(orderChanges(seen, { lines: now, delivery: 6 })).toEqual([{ kind: 'delivery', before: 4, after: 6 }]);
    expect(orderChanges({ ...seen, delivery: null }, { lines: now, delivery: 6 })).toEqual([]);
  });

  test('a count, a size or a line more or less is a changed cart', () => {
    expect(orderChanges(seen, { lines: [{ ...now[0], count: 1 }, now[1]], delivery: 4 })).toEqual([{ kind: 'cart' }]);
    expect(orderChanges(seen, { lines: [{ ...now[0], size: 'L' }, now[1]], delivery: 4 })).toEqual([{ kind: 'cart' }]);
    expect(orderChanges(seen, { lines: [now[0]], delivery: 4 })).toEqual([{ kind: 'cart' }]);
  });
});
