import { MONTHS_SHORT } from '../catalog/reference';
import { formatClock, havanaWallClock, STORE_TIME_ZONE, type Ampm, type ClockTime } from '../format';
import { calendarMessages } from '../messages/calendar';

/**
 * Calendar delivery (docs/contract/catalogue.md §5, §9; docs/contract/buying.md §5). Every date and time a buyer picks is
 * Cuba local time: the arithmetic runs in the 'America/Havana' zone through Intl, so the result
 * depends only on the arguments (`now` is passed in), never on the server's own zone.
 */
export const DELIVERY_TIME_ZONE = STORE_TIME_ZONE;
export const DEFAULT_MIN_HOURS_TIME = 1;
export const DEFAULT_MAX_HOURS_TIME = 336;
export const MINUTE_STEP = 5;
export const HOUR_OPTIONS: readonly number[] = Array.from({ length: 12 }, (_, i) => i + 1);
export const MINUTE_OPTIONS: readonly number[] = Array.from({ length: 60 / MINUTE_STEP }, (_, i) => i * MINUTE_STEP);
export const AMPM_OPTIONS = ['AM', 'PM'] as const;

export type { Ampm, ClockTime };
export type CalendarSettings = {
  minHoursTime?: number | null;
  maxHoursTime?: number | null;
  /** Earliest time of day; missing means 12:00 AM. */
  minTime?: ClockTime | null;
  /** Latest time of day; missing means 11:59 PM. */
  maxTime?: ClockTime | null;
};
/** What the buyer picked; month is 1–12, hours 1–12. */
export type DeliveryChoice = {
  day?: number | null;
  month?: number | null;
  year?: number | null;
  hours?: number | null;
  minutes?: number | null;
  ampm?: string | null;
};
export type CalendarReason = 'missing' | 'invalidDate' | 'minHoursTimeNeeded' | 'outsideTimeWindow' | 'outOfRange';
export type CalendarCheck = { ok: true } | { ok: false; reason: CalendarReason; message: string };
export type AvailableDay = { day: number; month: number; year: number; weekday: string; monthShort: string; label: string; firstSlot: ClockTime };

type CivilDate = { year: number; month: number; day: number };
const HOUR_MS = 3_600_000;
const MINUTES_PER_DAY = 24 * 60;

/** The zone's offset from UTC at an instant, in ms (Havana: −5 h, or −4 h in summer). */
function offsetAt(ms: number): number {
  const w = havanaWallClock(ms);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(ms / 1000) * 1000;
}

/** The instant (ms) of a Havana wall-clock date and minute of day. */
function zonedInstant(date: CivilDate, minuteOfDay: number): number {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, 0, minuteOfDay);
  const first = asUtc - offsetAt(asUtc);
  return asUtc - offsetAt(first); // second pass: the offset at the real instant (DST changes)
}

/** Minutes since midnight of a 12-hour clock time (12:00 AM → 0, 12:00 PM → 720). */
export function minutesOfDay(clock: ClockTime): number {
  return ((clock.hours % 12) + (clock.ampm === 'PM' ? 12 : 0)) * 60 + clock.minutes;
}

/** A minute of the day as a 12-hour clock time (0 → 12:00 AM). */
export function clockFromMinutes(minuteOfDay: number): ClockTime {
  const h24 = Math.floor(minuteOfDay / 60) % 24;
  return { hours: h24 % 12 === 0 ? 12 : h24 % 12, minutes: minuteOfDay % 60, ampm: h24 < 12 ? 'AM' : 'PM' };
}

function isValidCivilDate({ year, month, day }: CivilDate): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

function isIntIn(n: number, min: number, max: number): boolean {
  return Number.isInteger(n) && n >= min && n <= max;
}

function resolved(settings: CalendarSettings) {
  const minHours = settings.minHoursTime ?? DEFAULT_MIN_HOURS_TIME;
  const maxHours = settings.maxHoursTime ?? DEFAULT_MAX_HOURS_TIME;
  const from = settings.minTime ? minutesOfDay(settings.minTime) : 0;
  const to = settings.maxTime ? minutesOfDay(settings.maxTime) : MINUTES_PER_DAY - 1;
  return { minHours, maxHours, from, to };
}

function fail(reason: CalendarReason, message: string): CalendarCheck {
  return { ok: false, reason, message };
}

/**
 * Checks a delivery choice against a product's calendar at `now`, in the spec's order: all
 * fields chosen; a real date and clock; same-day notice of minHoursTime hours; time of day
 * within minTime–maxTime; the moment between minHoursTime and maxHoursTime hours from now.
 */
export function validateDeliveryChoice(choice: DeliveryChoice, settings: CalendarSettings, now: Date): CalendarCheck {
  const { day, month, year, hours, minutes, ampm } = choice;
  if (day == null || month == null || year == null || hours == null || minutes == null || ampm == null) return fail('missing', calendarMessages.missing);
  const date = { year, month, day };
  const clockOk = isIntIn(hours, 1, 12) && isIntIn(minutes, 0, 59) && (ampm === 'AM' || ampm === 'PM');
  if (!clockOk || !isIntIn(month, 1, 12) || !Number.isInteger(year) || !isIntIn(day, 1, 31) || !isValidCivilDate(date)) {
    return fail('invalidDate', calendarMessages.invalidDate);
  }
  const { minHours, maxHours, from, to } = resolved(settings);
  const minute = minutesOfDay({ hours, minutes, ampm });
  const at = zonedInstant(date, minute);
  const earliest = now.getTime() + minHours * HOUR_MS;
  const today = havanaWallClock(now.getTime());
  const isToday = today.year === year && today.month === month && today.day === day;
  if (isToday && at < earliest) return fail('minHoursTimeNeeded', calendarMessages.shortNotice(minHours));
  if (minute < from || minute > to) {
    return fail('outsideTimeWindow', calendarMessages.timeWindow(formatClock(clockFromMinutes(from)), formatClock(clockFromMinutes(to))));
  }
  if (at < earliest || at > now.getTime() + maxHours * HOUR_MS) return fail('outOfRange', calendarMessages.invalidDate);
  return { ok: true };
}

/** The first 5-minute slot of a Havana date that passes validateDeliveryChoice, or null. */
export function firstSlotOfDay(date: CivilDate, settings: CalendarSettings, now: Date): ClockTime | null {
  const { from, to } = resolved(settings);
  for (let minute = Math.ceil(from / MINUTE_STEP) * MINUTE_STEP; minute <= to; minute += MINUTE_STEP) {
    const clock = clockFromMinutes(minute);
    if (validateDeliveryChoice({ ...date, ...clock }, settings, now).ok) return clock;
  }
  return null;
}

/** Havana dates from today up to maxHoursTime ahead that have at least one valid slot, with Spanish labels. */
export function availableDays(now: Date, settings: CalendarSettings): AvailableDay[] {
  const { maxHours } = resolved(settings);
  const today = havanaWallClock(now.getTime());
  const days: AvailableDay[] = [];
  for (let offset = 0; offset <= Math.ceil(maxHours / 24) + 1; offset += 1) {
    const d = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const date = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
    const firstSlot = firstSlotOfDay(date, settings, now);
    if (!firstSlot) continue;
    const weekday = calendarMessages.weekdays[d.getUTCDay()];
    const monthShort = MONTHS_SHORT[date.month - 1];
    days.push({ ...date, weekday, monthShort, label: `${weekday} ${date.day} ${monthShort}`, firstSlot });
  }
  return days;
}

/** The first selectable day (the date picker's automatic choice), or null when none is left. */
export function firstAvailableDay(now: Date, settings: CalendarSettings): AvailableDay | null {
  return availableDays(now, settings)[0] ?? null;
}
