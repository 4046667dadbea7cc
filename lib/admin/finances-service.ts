import '#server-only';
import { connectDb } from '../db';
import { AppError } from '../errors';
import { globalSlot } from '../global-slot';
import { messages } from '../messages';
import { lastMonths, monthLabel, monthsBetween, parseMonth, type Month } from '../selling/months';
import { earningSettings, loadDayFigures } from '../selling/order-sums';
import { dayKey, mergeDays, type DayFigures } from '../selling/sales-days';
import type { EarningSettings } from '../selling/summary';
import { productSales } from '../selling/summary';
import { User } from '@/models/User';
import { financeRows, financesCsv, figuresOf, groupRows, type FinanceRow } from './finances';
import { FINANCE_MONTHS_MAX, type FinancesQuery } from './schemas';
import type { FinancesReport } from './dto';

/** The months of a query: from..to, or the last 6 months by default; 400 when inverted or longer than 24. */
function reportMonths(query: FinancesQuery, now: Date): Month[] {
  if (!query.from && !query.to) return lastMonths(now, 6);
  const to = parseMonth(query.to ?? '') ?? lastMonths(now, 1)[0];
  const from = parseMonth(query.from ?? '') ?? to;
  const months = monthsBetween(from, to);
  if (!months.length || months.length > FINANCE_MONTHS_MAX) throw new AppError('validation', { message: messages.admin.finances.rangeInvalid });
  return months;
}

/**
 * A month's rows as this process last summed them, with what they were summed from: the month's
 * days' figures (the very objects loadDayFigures answers, new whenever a day's figures are written
 * or read anew) and the earning settings of its products. Summing a month reads ~8,000 rows; a
 * month whose days and settings are unchanged answers its rows as they were, so a report sums
 * again only the months with a written order (in practice the current one).
 */
type SummedMonth = { figures: DayFigures[]; settings: Map<string, EarningSettings | undefined>; rows: FinanceRow[] };

const SUMMED_MONTHS_MAX = 48;

function summedMonths(): Map<string, SummedMonth> {
  const months = globalSlot('__importaFinanceMonths', () => new Map<string, SummedMonth>());
  if (months.size > SUMMED_MONTHS_MAX) months.clear();
  return months;
}

const sameEarning = (a: EarningSettings | undefined, b: EarningSettings | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.platformEarningType === b.platformEarningType &&
    a.fixedPlatformEarning === b.fixedPlatformEarning &&
    a.percent === b.percent);

function stillSummed(summed: SummedMonth | undefined, figures: DayFigures[], settings: ReadonlyMap<string, EarningSettings>): summed is SummedMonth {
  if (!summed || summed.figures.length !== figures.length || summed.figures.some((f, i) => f !== figures[i])) return false;
  for (const [product, used] of summed.settings) if (!sameEarning(used, settings.get(product))) return false;
  return true;
}

/** Every seller's row of every month (orders not cancelled), summed from the months' days (loadDayFigures). */
async function loadRows(months: Month[], now: Date): Promise<FinanceRow[]> {
  const days = await loadDayFigures(months[0].start, months[months.length - 1].end, now);
  const settings = await earningSettings([...days.values()].flatMap((d) => d.sales.map((s) => s.product)));
  const summed = summedMonths();
  return months.flatMap((m) => {
    const own = [...days].filter(([day]) => day >= dayKey(m.start) && day < dayKey(m.end)).map(([, figures]) => figures);
    const kept = summed.get(m.key);
    if (stillSummed(kept, own, settings)) return kept.rows;
    const { sales, discounts, delivery, refunds } = mergeDays(own);
    const rows = financeRows(m.key, productSales(sales, discounts, settings, refunds), delivery);
    summed.set(m.key, { figures: own, settings: new Map(sales.map((s) => [s.product, settings.get(s.product)])), rows });
    return rows;
  });
}

/** Company name, else full name, else e-mail, of each seller id. */
async function sellerNames(ids: string[]): Promise<(id: string) => string> {
  // No sales, no query: the embedded FerretDB answers an empty `$in` by reading every user.
  const users = !ids.length ? [] : await User.find({ _id: { $in: [...new Set(ids)] } }, 'importCompanyName name lastName email').lean();
  const names = new Map(users.map((u) => [String(u._id), u.importCompanyName || `${u.name ?? ''} ${u.lastName ?? ''}`.trim() || u.email]));
  return (id) => names.get(id) ?? id;
}

/**
 * GET /api/admin/finances (super admins): units, sales (price × units − coupon discounts − claim refunds), the refunds, import
 * costs, delivery and platform earnings, per month and per seller, for orders not cancelled.
 */
export async function financesReport(query: FinancesQuery, now = new Date()): Promise<FinancesReport> {
  await connectDb();
  const months = reportMonths(query, now);
  const rows = await loadRows(months, now);
  const nameOf = await sellerNames(rows.map((r) => r.sellerId));
  const byMonth = groupRows(rows, (r) => r.month);
  const bySeller = groupRows(rows, (r) => r.sellerId);
  return {
    from: months[0].key,
    to: months[months.length - 1].key,
    totals: figuresOf(rows),
    periods: months.map((m) => ({ month: m.key, label: monthLabel(m.key), ...figuresOf(byMonth.get(m.key) ?? []) })),
    sellers: [...bySeller.entries()]
      .map(([sellerId, own]) => ({ sellerId, name: nameOf(sellerId), ...figuresOf(own) }))
      .sort((a, b) => b.sales - a.sales || a.name.localeCompare(b.name, 'es')),
  };
}

/** GET /api/admin/finances.csv (super admins): the same report as a CSV download. */
export async function financesCsvResponse(query: FinancesQuery, now = new Date()): Promise<Response> {
  await connectDb();
  const months = reportMonths(query, now);
  const rows = await loadRows(months, now);
  const csv = financesCsv(rows, await sellerNames(rows.map((r) => r.sellerId)));
  const name = `finanzas-${months[0].key}-a-${months[months.length - 1].key}.csv`;
  return new Response(csv, {
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'no-store' },
  });
}

/**
 * Computes and keeps the default report's days (the last 6 months) at start, and reads the earning
 * settings of their products, so the first call finds both in hand.
 */
export async function warmFinances(now = new Date()): Promise<void> {
  await connectDb();
  const months = reportMonths({}, now);
  await loadRows(months, now);
}
