import { MONTHS_SHORT } from '../catalog/reference';
import { formatClock } from '../format';
import { messages } from '../messages';
import {
  availableDays,
  clockFromMinutes,
  firstAvailableDay,
  HOUR_OPTIONS,
  MINUTE_OPTIONS,
  minutesOfDay,
  validateDeliveryChoice,
  type CalendarSettings,
  type ClockTime,
  type DeliveryChoice,
} from './calendar';

const calendarMessages = messages.calendar;
const w = calendarMessages.weekdays;
const [jan, dec] = [MONTHS_SHORT[0], MONTHS_SHORT[11]];
// Wednesday 15 January 2025, 09:00 in Havana (UTC−5 in winter).
const now = new Date('2025-01-15T14:00:00Z');
const settings: CalendarSettings = {
  minHoursTime: 2,
  maxHoursTime: 48,
  minTime: { hours: 9, minutes: 0, ampm: 'AM' },
  maxTime: { hours: 6, minutes: 0, ampm: 'PM' },
};
const at = (day: number, hours: number, minutes: number, ampm: 'AM' | 'PM', month = 1, year = 2025): DeliveryChoice => ({
  day,
  month,
  year,
  hours,
  minutes,
  ampm,
});
const windowMessage = calendarMessages.timeWindow('09:00 AM', '06:00 PM');

describe('all fields are required', () => {
  test.each(['day', 'month', 'year', 'hours', 'minutes', 'ampm'] as const)('without %s', (field) => {
    const choice = { ...at(16, 10, 0, 'AM'), [field]: null };
    expect(validateDeliveryChoice(choice, settings, now)).toEqual({ ok: false, reason: 'missing', message: calendarMessages.missing });
  });
  test('an empty choice', () => expect(validateDeliveryChoice({}, settings, now)).toMatchObject({ reason: 'missing' }));
});

describe('the date and clock must exist', () => {
  test.each<[string, DeliveryChoice]>([
    ['31 February', at(31, 10, 0, 'AM', 2)],
    ['29 February 2025 (not a leap year)', at(29, 10, 0, 'AM', 2)],
    ['31 April', at(31, 10, 0, 'AM', 4)],
    ['month 13', at(1, 10, 0, 'AM', 13)],
    ['month 0', at(1, 10, 0, 'AM', 0)],
    ['day 0', at(0, 10, 0, 'AM')],
    ['hour 13', at(16, 13, 0, 'AM')],
    ['hour 0', at(16, 0, 0, 'AM')],
    ['minute 60', at(16, 10, 60, 'AM')],
    ['a fractional day', at(16.5, 10, 0, 'AM')],
    ['ampm XM', { ...at(16, 10, 0, 'AM'), ampm: 'XM' }],
  ])('%s → invalid date', (_, choice) =>
    expect(validateDeliveryChoice(choice, settings, now)).toEqual({ ok: false, reason: 'invalidDate', message: calendarMessages.invalidDate }),
  );
});

describe('same-day notice, time window and range', () => {
  test.each<[string, DeliveryChoice, CalendarSettings, string | null]>([
    ['today, 1 h notice of 2', at(15, 10, 0, 'AM'), settings, calendarMessages.shortNotice(2)],
    ['today, earlier than now', at(15, 8, 0, 'AM'), settings, calendarMessages.shortNotice(2)],
    ['today, exactly 2 h notice', at(15, 11, 0, 'AM'), settings, null],
    ['today, after the window', at(15, 7, 0, 'PM'), settings, windowMessage],
    ['tomorrow before the window', at(16, 8, 55, 'AM'), settings, windowMessage],
    ['tomorrow at the window start', at(16, 9, 0, 'AM'), settings, null],
    ['tomorrow at the window end', at(16, 6, 0, 'PM'), settings, null],
    ['tomorrow after the window', at(16, 6, 5, 'PM'), settings, windowMessage],
    ['12:00 PM is noon, inside', at(16, 12, 0, 'PM'), settings, null],
    ['12:00 AM is midnight, outside', at(16, 12, 0, 'AM'), settings, windowMessage],
    ['exactly maxHoursTime ahead', at(17, 9, 0, 'AM'), settings, null],
    ['beyond maxHoursTime', at(17, 9, 5, 'AM'), settings, calendarMessages.invalidDate],
    ['yesterday', at(14, 10, 0, 'AM'), settings, calendarMessages.invalidDate],
    ['a leap day far ahead', at(29, 10, 0, 'AM', 2, 2028), settings, calendarMessages.invalidDate],
    ['defaults: 1 h notice', at(15, 9, 30, 'AM'), {}, calendarMessages.shortNotice(1)],
    ['defaults: whole day, late tonight', at(15, 11, 55, 'PM'), {}, null],
    ['defaults: 336 h ahead', at(29, 9, 0, 'AM'), {}, null],
    ['defaults: beyond 336 h', at(29, 9, 5, 'AM'), {}, calendarMessages.invalidDate],
  ])('%s', (_, choice, calendar, message) => {
    const result = validateDeliveryChoice(choice, calendar, now);
    expect(result).toEqual(message === null ? { ok: true } : expect.objectContaining({ ok: false, message }));
  });

  test('the reasons name the rule', () => {
    expect(validateDeliveryChoice(at(15, 10, 0, 'AM'), settings, now)).toMatchObject({ reason: 'minHoursTimeNeeded' });
    expect(validateDeliveryChoice(at(16, 7, 0, 'PM'), settings, now)).toMatchObject({ reason: 'outsideTimeWindow' });
    expect(validateDeliveryChoice(at(14, 10, 0, 'AM'), settings, now)).toMatchObject({ reason: 'outOfRange' });
  });

  test('Havana summer time: 23 h from 3 PM on 8 March 2025 is 3 PM on 9 March (clocks moved forward)', () => {
    const beforeDst = new Date('2025-03-08T20:00:00Z'); // 15:00 in Havana, UTC−5
    const exact = { minHoursTime: 23, maxHoursTime: 23 };
    expect(validateDeliveryChoice(at(9, 3, 0, 'PM', 3), exact, beforeDst)).toEqual({ ok: true });
    expect(validateDeliveryChoice(at(9, 3, 5, 'PM', 3), exact, beforeDst)).toMatchObject({ reason: 'outOfRange' });
    expect(validateDeliveryChoice(at(9, 2, 55, 'PM', 3), exact, beforeDst)).toMatchObject({ reason: 'outOfRange' });
  });

  test('"today" is the Havana date, not the UTC one', () => {
    const lateEvening = new Date('2025-01-16T03:00:00Z'); // 22:00 on 15 January in Havana
    expect(validateDeliveryChoice(at(15, 11, 0, 'PM'), { minHoursTime: 2 }, lateEvening)).toMatchObject({ reason: 'minHoursTimeNeeded' });
  });
});

describe('available days', () => {
  const pick = (days: ReturnType<typeof availableDays>) => days.map((d) => [d.label, formatClock(d.firstSlot)]);

  test('today from the first slot with enough notice, up to maxHoursTime', () =>
    expect(pick(availableDays(now, settings))).toEqual([
      [`${w[3]} 15 ${jan}`, '11:00 AM'],
      [`${w[4]} 16 ${jan}`, '09:00 AM'],
      [`${w[5]} 17 ${jan}`, '09:00 AM'],
    ]));

  test('late in the day the first available day is tomorrow', () => {
    const evening = new Date('2025-01-15T22:00:00Z'); // 17:00 in Havana
    expect(firstAvailableDay(evening, settings)).toMatchObject({ day: 16, month: 1, year: 2025, weekday: w[4], monthShort: jan });
  });

  test('across the new year', () =>
    expect(availableDays(new Date('2025-12-31T15:00:00Z'), { maxHoursTime: 48 }).map((d) => d.label)).toEqual([
      `${w[3]} 31 ${dec}`,
      `${w[4]} 1 ${jan}`,
      `${w[5]} 2 ${jan}`,
    ]));

  test('a week lists every weekday in Spanish capitals', () => {
    const monday = new Date('2025-01-13T14:00:00Z');
    const names = availableDays(monday, { maxHoursTime: 168 }).map((d) => d.weekday);
    expect(names).toEqual([w[1], w[2], w[3], w[4], w[5], w[6], w[0], w[1]]);
  });

  test('no day when the window is empty', () => {
    const inverted = { minTime: { hours: 6, minutes: 0, ampm: 'PM' }, maxTime: { hours: 9, minutes: 0, ampm: 'AM' } } as const;
    expect(firstAvailableDay(now, inverted)).toBeNull();
  });
});

describe('clock helpers', () => {
  test.each<[ClockTime, string, number]>([
    [{ hours: 9, minutes: 0, ampm: 'AM' }, '09:00 AM', 540],
    [{ hours: 6, minutes: 5, ampm: 'PM' }, '06:05 PM', 1085],
    [{ hours: 12, minutes: 0, ampm: 'AM' }, '12:00 AM', 0],
    [{ hours: 12, minutes: 30, ampm: 'PM' }, '12:30 PM', 750],
    [{ hours: 11, minutes: 55, ampm: 'PM' }, '11:55 PM', 1435],
  ])('%p → %p, minute %p', (clock, text, minute) => {
    expect(formatClock(clock)).toBe(text);
    expect(minutesOfDay(clock)).toBe(minute);
    expect(clockFromMinutes(minute)).toEqual(clock);
  });

  test('hours 1–12 and minutes in steps of 5', () => {
    expect(HOUR_OPTIONS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(MINUTE_OPTIONS).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
  });
});
