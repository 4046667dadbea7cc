import { MONTHS_SHORT } from '../catalog/reference';

/** One calendar month (UTC): its key 'YYYY-MM', first instant and the first instant of the next month. */
export type Month = { key: string; start: Date; end: Date };

const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month holding `date` (UTC). */
export function monthOf(date: Date): Month {
  return monthAt(date.getUTCFullYear(), date.getUTCMonth());
}

function monthAt(year: number, monthIndex: number): Month {
  const start = new Date(Date.UTC(year, monthIndex, 1));
  const end = new Date(Date.UTC(year, monthIndex + 1, 1));
  const key = `${start.getUTCFullYear()}-${String(start.getUTCMonth() + 1).padStart(2, '0')}`;
  return { key, start, end };
}

/** The month named by 'YYYY-MM', or null when the text is not one. */
export function parseMonth(key: string): Month | null {
  const match = MONTH_KEY.exec(key);
  return match ? monthAt(Number(match[1]), Number(match[2]) - 1) : null;
}

/** Every month from `from` to `to`, both included, oldest first; [] when `to` is before `from`. */
export function monthsBetween(from: Month, to: Month): Month[] {
  const months: Month[] = [];
  for (let m = from; m.start <= to.start; m = monthOf(m.end)) months.push(m);
  return months;
}

/** The `count` months ending with the month of `now`, oldest first. */
export function lastMonths(now: Date, count: number): Month[] {
  const current = monthOf(now);
  const first = monthAt(current.start.getUTCFullYear(), current.start.getUTCMonth() - (count - 1));
  return monthsBetween(first, current);
}

/** 'MAR 2025' for '2025-03' (the spec's month abbreviations). */
export function monthLabel(key: string): string {
  const month = parseMonth(key);
  return month ? `${MONTHS_SHORT[month.start.getUTCMonth()]} ${month.start.getUTCFullYear()}` : key;
}
