import { messages } from './messages';
import { formatClock, formatDate, formatDateTime, formatDecimal, formatDeliverySlot, formatTime, havanaWallClock } from './format';

describe('one format for dates, times and numbers, in Havana time', () => {
  // 2026-11-26 23:06 UTC is 18:06 in Havana (UTC−5 in November), whatever the machine's zone.
  const evening = '2026-11-26T23:06:00.000Z';

  test.each<[string, string, string]>([
    ['a November evening', evening, '26/11/2026 06:06 PM'],
    ['Havana midnight is 12 AM of the Havana day', '2026-11-27T05:00:00.000Z', '27/11/2026 12:00 AM'],
    ['noon is 12 PM', '2026-11-27T17:00:00.000Z', '27/11/2026 12:00 PM'],
    ['summer time (UTC−4)', '2026-07-04T16:30:00.000Z', '04/07/2026 12:30 PM'],
    ['the UTC day ahead of Havana', '2027-01-05T03:15:00.000Z', '04/01/2027 10:15 PM'],
  ])('%s', (_, iso, text) => {
    expect(formatDateTime(iso)).toBe(text);
    expect(`${formatDate(iso)} ${formatTime(iso)}`).toBe(text);
    expect(formatDateTime(new Date(iso))).toBe(text);
  });

  test("the wall clock of an instant is Havana's", () => {
    expect(havanaWallClock(Date.parse(evening))).toEqual({ year: 2026, month: 11, day: 26, hour: 18, minute: 6, second: 0 });
  });

  test.each([null, undefined, '', 'no es una fecha'])('nothing to show for %j', (value) => expect(formatDateTime(value)).toBe(''));

  test('clock times and decimals as prices write them', () => {
    expect(formatClock({ hours: 9, minutes: 5, ampm: 'AM' })).toBe('09:05 AM');
    expect(formatDecimal(3.44, 1)).toBe('3.4');
    expect(formatDecimal(6.49, 2)).toBe('6.49');
  });

  test('a delivery slot reads as the date picker named it: weekday, day, month, clock', () => {
    // 2026-11-29 is a Sunday; 2024-01-01 a Monday.
    expect(formatDeliverySlot({ day: 29, month: 11, year: 2026, hours: 4, minutes: 15, ampm: 'PM' })).toBe(`${messages.calendar.weekdays[0]} 29 NOV 04:15 PM`);
    expect(formatDeliverySlot({ day: 1, month: 1, year: 2024, hours: 9, minutes: 5, ampm: 'AM' })).toBe(`${messages.calendar.weekdays[1]} 1 ENE 09:05 AM`);
  });

  test.each([
    null,
    undefined,
    { day: 1, month: 1, year: 2024, hours: 9, minutes: null, ampm: 'AM' },
    { day: 0, month: 0, year: 0, hours: 0, minutes: 0, ampm: 'AM' },
  ])('an incomplete slot %j → null', (slot) => expect(formatDeliverySlot(slot)).toBeNull());
});
