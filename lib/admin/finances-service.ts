import '#server-only';
import { connectDb, isDuplicateKey } from '../db';
import { globalSlot } from '../global-slot';
import { AppError } from '../errors';
import { messages } from '../messages';
import { lastMonths, monthLabel, monthsBetween, parseMonth, type Month } from '../selling/months';
import { earningSettings, loadDayFigures } from '../selling/order-sums';
import { dayEnd, dayKey, dayStart, mergeDays, WRITE_LANDING_MS } from '../selling/sales-days';
import { productSales } from '../selling/summary';
import { FinanceMonth } from '@/models/FinanceMonth';
import { Order } from '@/models/Order';
import { Product } from '@/models/Product';
import { User } from '@/models/User';
import {
  decodeMonthRows,
  earningsChanged,
  encodeEarnings,
  encodeMonthRows,
  keptSpan,
  keptThrough,
  monthsWithWrittenOrders,
  monthsWithWrittenProducts,
  type KeptMonthStamp,
} from './finance-months';
import { addRows, financeRows, financesCsv, figuresOf, groupRows, type FinanceRow } from './finances';
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

/** How old a kept month's check may grow before a call that finds it exact moves it (keeps the written-since reads short). */
const RESTAMP_AFTER_MS = 10 * 60_000;

/**
 * Every seller's row of every month (orders not cancelled): the kept months (models/FinanceMonth.ts)
 * still exact, and the others summed again from their days (loadDayFigures) and kept. The month
 * holding today keeps its days before today only; today's rows are summed from today's kept day,
 * which follows its orders as they are written (lib/selling/order-sums.ts), so an order placed,
 * cancelled or refunded today makes nobody sum the month again.
 */
async function loadRows(months: Month[], now: Date): Promise<FinanceRow[]> {
  // Stamped before any read: a write landing during them makes its month stale at the next call.
  const checkedAt = new Date();
  const spans = months.map((m) => keptSpan(m, now));
  const rows = await keptMonthRows(spans, checkedAt);
  const stale = spans.filter((m) => !rows.has(m.key));
  if (stale.length) for (const [key, own] of await sumMonths(stale, now, checkedAt)) rows.set(key, own);
  const today = await todayRows(months, now);
  return months.flatMap((m) => (today?.month === m.key ? addRows(rows.get(m.key) ?? [], today.rows) : (rows.get(m.key) ?? [])));
}

/** Today's rows (UTC day) when a month of the report holds today: from its kept day, at the products' current earning settings. */
async function todayRows(months: Month[], now: Date): Promise<{ month: string; rows: FinanceRow[] } | null> {
  const day = dayKey(now);
  const month = months.find((m) => day >= dayKey(m.start) && day < dayKey(m.end));
  if (!month) return null;
  const { sales, discounts, delivery, refunds } = mergeDays([...(await loadDayFigures(dayStart(day), dayEnd(day), now)).values()]);
  const settings = await earningSettings(sales.map((s) => s.product));
  return { month: month.key, rows: financeRows(month.key, productSales(sales, discounts, settings, refunds), delivery) };
}

/** The rows of the kept months still exact: none of their orders, nor the earning settings of their products, written since their check. */
async function keptMonthRows(months: Month[], checkedAt: Date): Promise<Map<string, FinanceRow[]>> {
  const found = await FinanceMonth.find({ _id: { $in: months.map((m) => m.key) } }, { checkedAt: 1, through: 1, rows: 1 }).lean();
  const spans = new Map(months.map((m) => [m.key, m]));
  // A row kept up to another day than this span's (the day has turned since) is summed again.
  const docs = found.filter((d) => keptThrough(d, parseMonth(d._id)!) === dayKey(spans.get(d._id)!.end));
  if (!docs.length) return new Map();
  const stamps: KeptMonthStamp[] = docs.map((d) => ({ ...spans.get(d._id)!, checkedAt: d.checkedAt }));
  const since = new Date(Math.min(...stamps.map((m) => m.checkedAt.getTime())) - WRITE_LANDING_MS);
  // Read by updatedAt alone (their own indexes): what was written since the oldest check, few.
  const [orders, products] = await Promise.all([
    Order.find({ updatedAt: { $gte: since } }, { createdAt: 1, updatedAt: 1 }).lean(),
    Product.find({ updatedAt: { $gte: since } }, { updatedAt: 1, platformEarningType: 1, fixedPlatformEarning: 1, percent: 1 }).lean(),
  ]);
  const stale = monthsWithWrittenOrders(stamps, orders);
  const suspects = monthsWithWrittenProducts(
    stamps.filter((m) => !stale.has(m.key)),
    products,
  );
  if (suspects.length) {
    const earnings = await keptEarnings(suspects);
    for (const m of suspects) {
      const kept = earnings.get(m.key);
      // Summed again since its rows were read: those rows are not known exact, the month is summed again.
      if (kept === undefined || earningsChanged(kept, products, m.checkedAt)) stale.add(m.key);
    }
  }
  const fresh = docs.filter((d) => !stale.has(d._id));
  // Exact as of this check: moved forward when old, or when its earnings had to be read (so that the
  // calls after the landing minute do not read them again for the same writes); guarded by the old
  // stamp, so a month summed again meanwhile keeps its own.
  const examined = new Set(suspects.map((m) => m.key));
  const age = (d: { checkedAt: Date }) => checkedAt.getTime() - d.checkedAt.getTime();
  const old = fresh.filter((d) => age(d) > RESTAMP_AFTER_MS || (examined.has(d._id) && age(d) > WRITE_LANDING_MS));
  if (old.length) {
    const moved = await FinanceMonth.bulkWrite(
      old.map((d) => ({ updateOne: { filter: { _id: d._id, checkedAt: d.checkedAt }, update: { $set: { checkedAt } } } })),
    );
    // Every stamp moved (none summed meanwhile): the earnings this process read are those of the new stamps.
    if (moved.modifiedCount === old.length) {
      const read = readEarnings();
      for (const d of old)
        if (read.get(d._id)?.checkedAt === d.checkedAt.getTime()) read.set(d._id, { checkedAt: checkedAt.getTime(), earnings: read.get(d._id)!.earnings });
    }
  }
  return new Map(fresh.map((d) => [d._id, decodeMonthRows(d._id, d.rows)]));
}

/**
 * The earning settings each month was summed at (models/FinanceMonth.ts `earnings`, ~300 KB of
 * text a month), as read by this process at the month's stamp: a month's earnings are written
 * only with a new stamp (checkedAt), so a text read at a stamp is the month's while the stamp is.
 * While orders keep writing their products' stock, every report checks them: read once per stamp,
 * not at every report. A month whose stamp moved since its rows were read is left out.
 */
async function keptEarnings(months: readonly KeptMonthStamp[]): Promise<Map<string, string>> {
  const read = readEarnings();
  const unread = months.filter((m) => read.get(m.key)?.checkedAt !== m.checkedAt.getTime());
  if (unread.length) {
    for (const d of await FinanceMonth.find({ _id: { $in: unread.map((m) => m.key) } }, { checkedAt: 1, earnings: 1 }).lean()) {
      read.set(d._id, { checkedAt: d.checkedAt.getTime(), earnings: d.earnings });
    }
  }
  return new Map(months.flatMap((m) => (read.get(m.key)?.checkedAt === m.checkedAt.getTime() ? [[m.key, read.get(m.key)!.earnings] as const] : [])));
}

/** The months' earnings as read by this process, by month, with the stamp they were read at (the report's months: 24 at most, and those asked before). */
function readEarnings(): Map<string, { checkedAt: number; earnings: string }> {
  const read = globalSlot('__importaMonthEarnings', () => new Map<string, { checkedAt: number; earnings: string }>());
  if (read.size > FINANCE_MONTHS_MAX * 2) read.clear();
  return read;
}

/** The months' kept spans summed from their days at the earning settings of now, and kept as of `checkedAt`. */
async function sumMonths(months: Month[], now: Date, checkedAt: Date): Promise<Map<string, FinanceRow[]>> {
  const days = await loadDayFigures(months[0].start, months[months.length - 1].end, now);
  const merged = months.map((m) => {
    const own = [...days].filter(([day]) => day >= dayKey(m.start) && day < dayKey(m.end)).map(([, figures]) => figures);
    return { month: m.key, span: m, ...mergeDays(own) };
  });
  const settings = await earningSettings(merged.flatMap((m) => m.sales.map((s) => s.product)));
  const summed = new Map<string, FinanceRow[]>();
  for (const { month, span, sales, discounts, delivery, refunds } of merged) {
    const rows = financeRows(month, productSales(sales, discounts, settings, refunds), delivery);
    summed.set(month, rows);
    const kept = {
      checkedAt,
      through: dayKey(span.end),
      rows: encodeMonthRows(rows),
      earnings: encodeEarnings(
        sales.map((s) => s.product),
        settings,
      ),
    };
    try {
      // Never over a month kept as of a later check (another process summed it meanwhile).
      await FinanceMonth.updateOne({ _id: month, checkedAt: { $lt: checkedAt } }, { $set: kept }, { upsert: true });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
  return summed;
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
 * Sums and keeps the default report's months (the last 6) at start, in the one process that claims
 * the turn (scripts/server/server.ts), so that every worker's first report reads kept months.
 */
export async function warmFinances(now = new Date()): Promise<void> {
  await connectDb();
  const months = reportMonths({}, now);
  await loadRows(months, now);
}
