import { expectedDelivery, formatWindow } from './expected';

const placed = new Date('2026-11-02T15:00:00Z');

describe('expectedDelivery', () => {
  test('the latest line decides', () => {
    const window = expectedDelivery([{ fastDelivery: true }, { shippingBySea: false }], placed)!;
    expect(formatWindow(window)).toBe('27/11/2026 – 12/12/2026');
  });

  test('a chosen calendar date is the date', () => {
    const window = expectedDelivery([{ fastDelivery: true, deliveryCalendar: { day: 4, month: 11, year: 2026 } }], placed)!;
    expect(formatWindow(window)).toBe('04/11/2026');
  });

  test('fast: within 72 hours', () => expect(formatWindow(expectedDelivery([{ fastDelivery: true }], placed)!)).toBe('02/11/2026 – 05/11/2026'));

  test('undelivered lines do not count; none left → null', () =>
    expect(expectedDelivery([{ trackStatus: { currentStatus: 'No Entregado' } }], placed)).toBeNull());
});
