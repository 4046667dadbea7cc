import type { Viewer } from '../auth/guard';
import { connectDb } from '../db';
import { fromCents } from '../money';
import { lastMonths, monthLabel } from './months';
import { countOrders, loadProductSales } from './order-sums';
import type { UserSellingData } from './dto';
import { sellingSummary, totalsOf } from './summary';

/** Months shown in the dashboard's sales chart. */
export const CHART_MONTHS = 6;


/**
 * GET /api/sellingData/getUserSellingData (sellers): the viewer's units sold, income and profit
 * over every order not cancelled and how many orders those are (as /delivers counts them), the top
 * 5 products by units and by profit, and units and income for each of the last 6 months (UTC), all
 * aggregated by the database from the orders.
 */
export async function getUserSellingData(viewer: Viewer, now = new Date()): Promise<UserSellingData> {
  await connectDb();
  const months = lastMonths(now, CHART_MONTHS);
  const [totalOrders, all, perMonth] = await Promise.all([
    countOrders({ sellerId: viewer._id }),
    loadProductSales({ sellerId: viewer._id }),
    Promise.all(months.map((m) => loadProductSales({ sellerId: viewer._id, from: m.start, to: m.end }))),
  ]);
  const salesByMonth = months.map((m, i) => {
    const totals = totalsOf(perMonth[i]);
    return { month: m.key, label: monthLabel(m.key), sells: totals.units, incomes: fromCents(totals.incomeCents) };
  });
  return { ...sellingSummary(all), salesByMonth, totalOrders };
}
