import { MONTHS_SHORT } from './catalog/reference';
import { WEEKDAYS } from './messages/weekdays';

/**
 * The one home of how the store writes dates, times and numbers. Every screen, e-mail and page
 * goes through here, so the same moment reads the same everywhere:
 * - the zone is Havana's (where every order is delivered), never the browser's or the server's;
 * - a date is '05/01/2027', a time '06:06 PM' (12 hours with AM/PM, as the delivery calendar's
 *   messages print it), a moment '05/01/2027 06:06 PM';
 * - a decimal uses a point, as prices do ('3.4', like '6.49 USD').
 * The output is built from parts, so it does not change with the runtime's locale data.
 * `format-usage.test.ts` keeps other files from calling toLocale*String or Intl formats.
 */
export const STORE_TIME_ZONE = 'America/Havana';

export type Ampm = 'AM' | 'PM';
/** A 12-hour clock time; hours 1–12. */
export type ClockTime = { hours: number; minutes: number; ampm: Ampm };
/** Havana wall-clock fields of an instant; month 1–12, hour 0–23. */
export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const zoneParts = new Intl.DateTimeFormat('en-US', {
  timeZone: STORE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

const two = (n: number) => String(n).padStart(2, '0');

/** Havana wall-clock fields of an instant (ms since the epoch). */
export function havanaWallClock(ms: number): WallClock {
  const parts: Record<string, number> = {};
  for (const p of zoneParts.formatToParts(new Date(ms))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour % 24, minute: parts.minute, second: parts.second };
}

/** A clock time as the store prints it: '09:00 AM'. */
export function formatClock(clock: ClockTime): string {
  return `${two(clock.hours)}:${two(clock.minutes)} ${clock.ampm}`;
}

type Moment = Date | string | number;

function wallClockOf(moment: Moment): WallClock | null {
  const ms = new Date(moment).getTime();
  return Number.isNaN(ms) ? null : havanaWallClock(ms);
}

/** A moment's Havana date: '05/01/2027' ('' for an invalid one). */
export function formatDate(moment: Moment): string {
  const w = wallClockOf(moment);
  return w ? `${two(w.day)}/${two(w.month)}/${w.year}` : '';
}

/** A moment's Havana time: '06:06 PM' ('' for an invalid one). */
export function formatTime(moment: Moment): string {
  const w = wallClockOf(moment);
  if (!w) return '';
  return formatClock({ hours: w.hour % 12 === 0 ? 12 : w.hour % 12, minutes: w.minute, ampm: w.hour < 12 ? 'AM' : 'PM' });
}

/** A moment's Havana date and time: '05/01/2027 06:06 PM' ('' for a missing or invalid one). */
export function formatDateTime(moment: Moment | null | undefined): string {
  if (moment == null || moment === '') return '';
  const date = formatDate(moment);
  return date && `${date} ${formatTime(moment)}`;
}

/** A number with `digits` decimals and a decimal point, as prices show it: formatDecimal(3.44, 1) → '3.4'. */
export function formatDecimal(value: number, digits: number): string {
  return value.toFixed(digits);
}

/** A delivery slot as the buyer picked it (Havana day and 12-hour time). */
export type DeliverySlot = {
  day?: number | null;
  month?: number | null;
  year?: number | null;
  hours?: number | null;
  minutes?: number | null;
  ampm?: string | null;
};

/**
 * The agreed delivery slot of a calendar line, as the date picker names the day and the clock its
 * time: 'DOMINGO 29 NOV 04:15 PM'; null when the slot is missing or incomplete. The cart, the
 * order, /delivers, the order e-mail and the tracking page all write it this way.
 */
export function formatDeliverySlot(slot: DeliverySlot | null | undefined): string | null {
  if (!slot) return null;
  const { day, month, year, hours, minutes, ampm } = slot;
  if (!day || !month || !year || !hours || minutes == null || (ampm !== 'AM' && ampm !== 'PM')) return null;
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday} ${day} ${MONTHS_SHORT[month - 1] ?? ''} ${formatClock({ hours, minutes, ampm })}`;
}
