import '#server-only';
import { connectDb } from '../db';
import { AppError } from '../errors';
import { messages } from '../messages';
import { lastMonths, monthLabel, monthsBetween, parseMonth, type Month } from '../selling/months';
import { earningSettings, loadDayFigures } from '../selling/order-sums';
import { dayKey, mergeDays } from '../selling/sales-days';
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

/** Every seller's row of every month (orders not cancelled), summed from the months' days (loadDayFigures). */
async function loadRows(months: Month[], now: Date): Promise<FinanceRow[]> {
  const days = await loadDayFigures(months[0].start, months[months.length - 1].end, now);
  const settings = await earningSettings([...days.values()].flatMap((d) => d.sales.map((s) => s.product)));
  return months.flatMap((m) => {
    const own = [...days].filter(([day]) => day >= dayKey(m.start) && day < dayKey(m.end)).map(([, figures]) => figures);
    const { sales, discounts, delivery } = mergeDays(own);
    return financeRows(m.key, productSales(sales, discounts, settings), delivery);
  });
}

/** Company name, else full name, else e-mail, of each seller id. */
async function sellerNames(ids: string[]): Promise<(id: string) => string> {
  const users = await User.find({ _id: { $in: [...new Set(ids)] } }, 'importCompanyName name lastName email').lean();
  const names = new Map(users.map((u) => [String(u._id), u.importCompanyName || `${u.name ?? ''} ${u.lastName ?? ''}`.trim() || u.email]));
  return (id) => names.get(id) ?? id;
}

/**
 * GET /api/admin/finances (super admins): units, sales (price × units − coupon discounts), import
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
