import { DELIVERY_TIME_ZONE } from '../delivery/calendar';

/** What an order line tells about when it arrives. */
export type ExpectedLine = {
  fastDelivery?: boolean | null;
  shippingBySea?: boolean | null;
  deliveryCalendar?: { day?: number | null; month?: number | null; year?: number | null } | null;
  trackStatus?: { currentStatus?: string | null } | null;
};

const DAY_MS = 86_400_000;
/** The store's promises (catalogue.md §9): fast 72 hours, by sea 60–90 days, by air 25–40 days. */
const WINDOWS = { fast: [0, 3], sea: [60, 90], air: [25, 40] } as const;

function lineWindow(line: ExpectedLine, placedAt: Date): [number, number] {
  const c = line.deliveryCalendar;
  if (c?.day && c.month && c.year) {
    const at = Date.UTC(c.year, c.month - 1, c.day, 12); // noon UTC: the same civil date in Havana
    return [at, at];
  }
  const [from, to] = line.fastDelivery ? WINDOWS.fast : line.shippingBySea ? WINDOWS.sea : WINDOWS.air;
  return [placedAt.getTime() + from * DAY_MS, placedAt.getTime() + to * DAY_MS];
}

/**
 * The window in which the whole order should arrive: the latest line decides (a chosen calendar
 * date, or the promise of its kind counted from the order date). Lines not delivered are skipped; null
 * when no line is left.
 */
export function expectedDelivery(lines: readonly ExpectedLine[], placedAt: Date): { from: Date; to: Date } | null {
  const windows = lines.filter((l) => l.trackStatus?.currentStatus !== 'No Entregado').map((l) => lineWindow(l, placedAt));
  if (windows.length === 0) return null;
  return { from: new Date(Math.max(...windows.map((w) => w[0]))), to: new Date(Math.max(...windows.map((w) => w[1]))) };
}

const dateFormat = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: DELIVERY_TIME_ZONE });

/** A Havana civil date in Spanish: '5 de enero de 2027'. */
export function formatDate(date: Date): string {
  return dateFormat.format(date);
}

const dateTimeFormat = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: DELIVERY_TIME_ZONE });

/** A Havana date and time in Spanish: '5 de enero de 2027 a las 14:05'. */
export function formatDateTime(date: Date): string {
  return dateTimeFormat.format(date);
}

/** The window as text: one date, or 'from – to'. */
export function formatWindow(window: { from: Date; to: Date }): string {
  const from = formatDate(window.from);
  const to = formatDate(window.to);
  return from === to ? from : `${from} – ${to}`;
}
