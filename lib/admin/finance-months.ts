import type { Month } from '../selling/months';
import { dayKey, dayStart, WRITE_LANDING_MS } from '../selling/sales-days';
import { earningOf, type EarningSettings } from '../selling/summary';
import type { FinanceRow } from './finances';

/**
 * The kept months of the finances (models/FinanceMonth.ts), pure parts: how their rows and the
 * earning settings they were summed at are written, and when a kept month is stale.
 */

/** A product's earning settings as a month keeps them; null for a product the store no longer has (it earned nothing). */
export type KeptEarning = [type: string, fixed: number, percent: number] | null;

type EncodedRow = [sellerId: string, units: number, sales: number, imports: number, delivery: number, platform: number, refunds: number];

/** A month's rows as the compact JSON text the month keeps. */
export function encodeMonthRows(rows: readonly FinanceRow[]): string {
  return JSON.stringify(rows.map((r): EncodedRow => [r.sellerId, r.units, r.salesCents, r.importCents, r.deliveryCents, r.platformCents, r.refundCents]));
}

/** The rows encodeMonthRows wrote, of `month`. */
export function decodeMonthRows(month: string, text: string): FinanceRow[] {
  return (JSON.parse(text) as EncodedRow[]).map(([sellerId, units, salesCents, importCents, deliveryCents, platformCents, refundCents]) => ({
    month,
    sellerId,
    units,
    salesCents,
    importCents,
    deliveryCents,
    platformCents,
    refundCents,
  }));
}

function keptEarning(settings: Omit<EarningSettings, 'name'> | undefined): KeptEarning {
  return settings ? [settings.platformEarningType, settings.fixedPlatformEarning, settings.percent] : null;
}

/** The earning settings the month's products were summed at (every product sold in it), as JSON text. */
export function encodeEarnings(products: Iterable<string>, settings: ReadonlyMap<string, EarningSettings>): string {
  return JSON.stringify(Object.fromEntries([...new Set(products)].map((id) => [id, keptEarning(settings.get(id))])));
}

/** A product written since a check, as read: its id, when, and its earning fields. */
export type WrittenProduct = {
  _id: unknown;
  updatedAt?: Date | null;
  platformEarningType?: string | null;
  fixedPlatformEarning?: number | null;
  percent?: number | null;
};

/** A kept month's stamp: its key ('YYYY-MM'), its span and when it was last found exact. */
export type KeptMonthStamp = { key: string; start: Date; end: Date; checkedAt: Date };

const writtenSince = (at: Date | null | undefined, checkedAt: Date) => Boolean(at && at.getTime() >= checkedAt.getTime() - WRITE_LANDING_MS);

/**
 * The kept months with an order written (updatedAt) at or after their check, less the landing
 * allowance, among those created in the month: an order placed, cancelled or refunded (pure).
 */
export function monthsWithWrittenOrders(months: readonly KeptMonthStamp[], written: readonly { createdAt: Date; updatedAt?: Date | null }[]): Set<string> {
  const stale = new Set<string>();
  for (const m of months) {
    if (written.some((o) => o.createdAt >= m.start && o.createdAt < m.end && writtenSince(o.updatedAt, m.checkedAt))) stale.add(m.key);
  }
  return stale;
}

/** The earning a month kept for `id`: undefined when the product was not sold in it (looked up in the text, not parsed whole: ~8,000 products a month). */
function keptEarningOf(keptText: string, id: string): KeptEarning | undefined {
  const key = `${JSON.stringify(id)}:`;
  const at = keptText.indexOf(key);
  if (at < 0) return undefined;
  const from = at + key.length;
  const to = keptText.startsWith('null', from) ? from + 4 : keptText.indexOf(']', from) + 1;
  return JSON.parse(keptText.slice(from, to)) as KeptEarning;
}

/** True when one of the products written since `checkedAt` was sold in the month at other earning settings than it now has (pure). */
export function earningsChanged(keptText: string, written: readonly WrittenProduct[], checkedAt: Date): boolean {
  return written.some((p) => {
    if (!writtenSince(p.updatedAt, checkedAt)) return false;
    const was = keptEarningOf(keptText, String(p._id));
    if (was === undefined) return false;
    const now = keptEarning(earningOf(p))!;
    return was === null || was.some((value, i) => value !== now[i]);
  });
}

/** The months of `months` a written product could make stale: those checked before it was written (pure). */
export function monthsWithWrittenProducts(months: readonly KeptMonthStamp[], written: readonly WrittenProduct[]): KeptMonthStamp[] {
  return months.filter((m) => written.some((p) => writtenSince(p.updatedAt, m.checkedAt)));
}

/**
 * The part of `month` its kept row covers as of `now` (pure): the whole month once it is over, up
 * to the start of today (UTC) for the month holding today, whose day still taking orders is summed
 * at each report from its kept day instead, and nothing for a month to come.
 */
export function keptSpan(month: Month, now: Date): Month {
  const today = dayStart(dayKey(now));
  const end = new Date(Math.min(month.end.getTime(), Math.max(month.start.getTime(), today.getTime())));
  return { key: month.key, start: month.start, end };
}

/** The day a kept month's rows run up to (excluded), as kept: a row kept before `through` existed is of its whole month. */
export function keptThrough(kept: { through?: string | null }, month: Month): string {
  return kept.through ?? dayKey(month.end);
}
