import { messages } from '../messages';
import { deliveryLabel, deliveryTimeText } from './labels';

const d = messages.delivery;

describe('delivery label', () => {
  test.each([
    [{ fastDelivery: true, shippingBySea: false, deliveryCalendar: { allowed: true } }, d.calendar],
    [{ fastDelivery: true, shippingBySea: false, deliveryCalendar: { allowed: false } }, d.fast],
    [{ fastDelivery: true, shippingBySea: true }, d.fast],
    [{ fastDelivery: false, shippingBySea: true, deliveryCalendar: { allowed: true } }, d.bySea],
    [{ fastDelivery: false, shippingBySea: false, deliveryCalendar: { allowed: true } }, d.byAir],
    [{ fastDelivery: false, shippingBySea: false, deliveryCalendar: null }, d.byAir],
  ])('%p → %p', (product, label) => expect(deliveryLabel(product)).toBe(label));

  test('the four labels differ', () => expect(new Set([d.calendar, d.fast, d.bySea, d.byAir]).size).toBe(4));
});

describe('delivery time text: hours, days from 24 h, weeks from 7 days', () => {
  test.each([
    [0, d.hours(0)],
    [1, d.hours(1)],
    [5, d.hours(5)],
    [23, d.hours(23)],
    [24, d.days(1)],
    [47, d.days(1)],
    [48, d.days(2)],
    [72, d.days(3)],
    [167, d.days(6)],
    [168, d.weeks(1)],
    [336, d.weeks(2)],
    [504, d.weeks(3)],
    [-3, d.hours(0)],
  ])('%p h → %p', (hours, text) => expect(deliveryTimeText(hours)).toBe(text));

  test.each([d.hours, d.days, d.weeks])('one unit is singular, more are plural (+s): %#', (unit) => {
    expect(unit(1).startsWith('1 ')).toBe(true);
    expect(unit(3)).toBe(`${unit(1).replace('1', '3')}s`);
    expect(unit(0)).toBe(`${unit(1).replace('1', '0')}s`);
  });
});
