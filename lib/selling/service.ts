import type { Viewer } from '../auth/guard';
import { connectDb } from '../db';
import { fromCents } from '../money';
import { lastMonths, monthLabel } from './months';
import { earningSettings, loadSellerLines, sellerProductSales } from './order-sums';
import type { UserSellingData } from './dto';
import { sellingSummary, totalsOf } from './summary';

/** Months shown in the dashboard's sales chart. */
export const CHART_MONTHS = 6;


/**
 * GET /api/sellingData/getUserSellingData (sellers): the viewer's units sold, income and profit
 * over every order not cancelled and how many orders those are (as /delivers counts them), the top
 * 5 products by units and by profit, and units and income for each of the last 6 months (UTC), all
 * computed from one read of the viewer's order lines.
 */
export async function getUserSellingData(viewer: Viewer, now = new Date()): Promise<UserSellingData> {
  await connectDb();
  const months = lastMonths(now, CHART_MONTHS);
  const { orders, lines } = await loadSellerLines(viewer._id);
  const settings = await earningSettings(lines.map((line) => line.product));
  const salesByMonth = months.map((m) => {
    const totals = totalsOf(sellerProductSales(lines, settings, m.start, m.end));
    return { month: m.key, label: monthLabel(m.key), sells: totals.units, incomes: fromCents(totals.incomeCents) };
  });
  return { ...sellingSummary(sellerProductSales(lines, settings)), salesByMonth, totalOrders: orders };
}
