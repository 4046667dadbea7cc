import { expectedDelivery, formatDateTime, formatWindow } from './expected';

const placed = new Date('2026-11-02T15:00:00Z');

describe('expectedDelivery', () => {
  test('the latest line decides', () => {
    const window = expectedDelivery([{ fastDelivery: true }, { shippingBySea: false }], placed)!;
    expect(formatWindow(window)).toBe('27 de noviembre de 2026 – 12 de diciembre de 2026');
  });

  test('a chosen calendar date is the date', () => {
    const window = expectedDelivery([{ fastDelivery: true, deliveryCalendar: { day: 4, month: 11, year: 2026 } }], placed)!;
    expect(formatWindow(window)).toBe('4 de noviembre de 2026');
  });

  test('fast: within 72 hours', () =>
    expect(formatWindow(expectedDelivery([{ fastDelivery: true }], placed)!)).toBe('2 de noviembre de 2026 – 5 de noviembre de 2026'));

  test('undelivered lines do not count; none left → null', () =>
    expect(expectedDelivery([{ trackStatus: { currentStatus: 'No Entregado' } }], placed)).toBeNull());
});

test('formatDateTime: the Havana date and 24-hour time', () => {
  expect(formatDateTime(new Date('2026-11-20T15:05:00Z'))).toBe('20 de noviembre de 2026 a las 10:05');
});
