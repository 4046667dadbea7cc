import '#server-only';
import type { Viewer } from '../auth/guard';
import { connectDb } from '../db';
import { claimRatePercent } from '../claims/rules';
import { fromCents, toCents } from '../money';
import { lastMonths, monthLabel } from './months';
import { earningSettings } from './order-sums';
import { sellerDays } from './kept-seller-days';
import type { SellerDayFigures } from './seller-days';
import type { UserSellingData } from './dto';
import { productSales, sellingSummary } from './summary';

/** Months shown in the dashboard's sales chart. */
export const CHART_MONTHS = 6;

/**
 * GET /api/sellingData/getUserSellingData (sellers): the viewer's units sold, income and profit
 * over every order not cancelled and how many orders those are (as /delivers counts them), the top
 * 5 products by units and by profit, and units and income for each of the last 6 months (UTC), all
 * summed from the seller's kept days (lib/selling/kept-seller-days.ts), brought up to date first.
 */
export async function getUserSellingData(viewer: Viewer, now = new Date()): Promise<UserSellingData> {
  await connectDb();
  const days = await sellerDays(viewer._id);
  const all = [...days.values()];
  const sales = all.flatMap((d) => d.sales);
  const settings = await earningSettings(sales.map((row) => row.product));
  const salesByMonth = lastMonths(now, CHART_MONTHS).map((m) => {
    const { units, incomeCents } = dayTotals([...days].filter(([day]) => day >= m.key && day < `${m.key}~`).map(([, figures]) => figures));
    return { month: m.key, label: monthLabel(m.key), sells: units, incomes: fromCents(incomeCents) };
  });
  const totalOrders = all.reduce((sum, d) => sum + d.orders, 0);
  const lines = all.reduce((sum, d) => sum + d.lines, 0);
  const claimedLines = all.reduce((sum, d) => sum + d.claimedLines, 0);
  const refunds = all.flatMap((d) => d.refunds);
  return {
    ...sellingSummary(
      productSales(
        sales,
        all.flatMap((d) => d.discounts),
        settings,
        refunds,
      ),
    ),
    salesByMonth,
    totalOrders,
    claims: {
      lines,
      claimedLines,
      ratePercent: claimRatePercent(claimedLines, lines),
      refunded: fromCents(refunds.reduce((sum, r) => sum + toCents(r.amount), 0)),
    },
  };
}

/** Units and income (price × units − coupon discounts − claim refunds) of the days, in cents (pure). */
export function dayTotals(days: readonly SellerDayFigures[]): { units: number; incomeCents: number } {
  let units = 0;
  let incomeCents = 0;
  for (const day of days) {
    for (const row of day.sales) {
      units += row.units;
      incomeCents += toCents(row.price) * row.units;
    }
    for (const row of day.discounts) incomeCents -= toCents(row.amount);
    for (const row of day.refunds) incomeCents -= toCents(row.amount);
  }
  return { units, incomeCents };
}
