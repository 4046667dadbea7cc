import { messages } from '../messages';
import { deliveryLabel, deliveryTimeText } from './labels';

const deliveryMessages = messages.delivery;

describe('delivery label', () => {
  test.each([
    [{ fastDelivery: true, shippingBySea: false, deliveryCalendar: { allowed: true } }, deliveryMessages.calendar],
    [{ fastDelivery: true, shippingBySea: false, deliveryCalendar: { allowed: false } }, deliveryMessages.fast],
    [{ fastDelivery: true, shippingBySea: true }, deliveryMessages.fast],
    [{ fastDelivery: false, shippingBySea: true, deliveryCalendar: { allowed: true } }, deliveryMessages.bySea],
    [{ fastDelivery: false, shippingBySea: false, deliveryCalendar: { allowed: true } }, deliveryMessages.byAir],
    [{ fastDelivery: false, shippingBySea: false, deliveryCalendar: null }, deliveryMessages.byAir],
  ])('%p → %p', (product, label) => expect(deliveryLabel(product)).toBe(label));

  test('the four labels differ', () =>
    expect(new Set([deliveryMessages.calendar, deliveryMessages.fast, deliveryMessages.bySea, deliveryMessages.byAir]).size).toBe(4));
});

describe('delivery time text: hours, days from 24 h, weeks from 7 days', () => {
  test.each([
    [0, deliveryMessages.hours(0)],
    [1, deliveryMessages.hours(1)],
    [5, deliveryMessages.hours(5)],
    [23, deliveryMessages.hours(23)],
    [24, deliveryMessages.days(1)],
    [47, deliveryMessages.days(1)],
    [48, deliveryMessages.days(2)],
    [72, deliveryMessages.days(3)],
    [167, deliveryMessages.days(6)],
    [168, deliveryMessages.weeks(1)],
    [336, deliveryMessages.weeks(2)],
    [504, deliveryMessages.weeks(3)],
    [-3, deliveryMessages.hours(0)],
  ])('%p h → %p', (hours, text) => expect(deliveryTimeText(hours)).toBe(text));

  test.each([deliveryMessages.hours, deliveryMessages.days, deliveryMessages.weeks])('one unit is singular, more are plural (+s): %#', (unit) => {
    expect(unit(1).startsWith('1 ')).toBe(true);
    expect(unit(3)).toBe(`${unit(1).replace('1', '3')}s`);
    expect(unit(0)).toBe(`${unit(1).replace('1', '0')}s`);
  });
});
