import { alertZone, deliversTo, isInStock } from './rules';

describe('back-in-stock rules', () => {
  test.each([
    [{ available: true, availableCount: 1 }, true],
    [{ available: true, availableCount: 0 }, false],
    [{ available: false, availableCount: 9 }, false],
    [{ available: true, availableCount: 3, deleted: true }, false],
    [{ available: true, availableCount: 3, hidden: true }, false],
  ])('%o in stock: %s', (product, expected) => expect(isInStock(product)).toBe(expected));

  const costs = [
    { provinceName: 'La Habana', available: true, municipalities: [{ name: 'Centro Habana', cost: 2 }] },
    { provinceName: 'Holguín', available: false },
  ];

  test('the seller must offer the zone, and the product its province when it lists any', () => {
    expect(deliversTo({ region: 'La Habana', municipality: 'Centro Habana' }, [], costs)).toBe(true);
    expect(deliversTo({ region: 'La Habana', municipality: 'Playa' }, [], costs)).toBe(true); // unlisted municipality: free delivery
    expect(deliversTo({ region: 'Holguín', municipality: 'Moa' }, [], costs)).toBe(false);
    expect(deliversTo({ region: 'Matanzas', municipality: 'Cárdenas' }, [], costs)).toBe(false);
    expect(deliversTo({ region: 'La Habana', municipality: 'Centro Habana' }, ['Matanzas'], costs)).toBe(false);
    expect(deliversTo({ region: 'La Habana', municipality: '' }, [], costs)).toBe(false);
  });

  test('the zone is the default address, else the first, else the account', () => {
    const a = { region: 'Holguín', municipality: 'Moa' };
    const b = { region: 'La Habana', municipality: 'Playa', isDefault: true };
    expect(alertZone({ deliveryAddresses: [a, b] })).toEqual({ region: 'La Habana', municipality: 'Playa' });
    expect(alertZone({ deliveryAddresses: [a] })).toEqual(a);
    expect(alertZone({ region: 'Matanzas', municipality: 'Cárdenas', deliveryAddresses: [] })).toEqual({ region: 'Matanzas', municipality: 'Cárdenas' });
  });
});
