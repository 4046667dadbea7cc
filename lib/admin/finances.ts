import { fromCents } from '../money';
import type { ProductSales } from '../selling/summary';
import { messages } from '../messages';
import { spreadsheetText } from '../csv/rfc4180';

/** One seller's figures in one month, in cents. */
export type FinanceRow = {
  month: string;
  sellerId: string;
  units: number;
  salesCents: number;
  importCents: number;
  deliveryCents: number;
  platformCents: number;
  /** What buyers' claims refunded (already taken from the sales). */
  refundCents: number;
};

/** Figures in USD as the finances screen shows them. */
export type FinanceFigures = { units: number; sales: number; importCosts: number; delivery: number; platformEarnings: number; refunds: number };

/** The figures of a row, each summed alike wherever rows are built or added. */
const ROW_FIGURES = ['units', 'salesCents', 'importCents', 'deliveryCents', 'platformCents', 'refundCents'] as const;
type RowFigures = Record<(typeof ROW_FIGURES)[number], number>;

/** One row per seller of `month`, each started at zero when first added to; `sorted` answers them by seller id. */
function sellerRows(month: string) {
  const rows = new Map<string, FinanceRow>();
  return {
    add(sellerId: string, figures: Partial<RowFigures>): void {
      const row = rows.get(sellerId) ?? { month, sellerId, units: 0, salesCents: 0, importCents: 0, deliveryCents: 0, platformCents: 0, refundCents: 0 };
      for (const key of ROW_FIGURES) row[key] += figures[key] ?? 0;
      rows.set(sellerId, row);
    },
    sorted: (): FinanceRow[] => [...rows.values()].sort((a, b) => a.sellerId.localeCompare(b.sellerId)),
  };
}

/** A month's products and delivery per seller → one row per seller with any activity (pure). */
export function financeRows(month: string, products: readonly ProductSales[], deliveryBySeller: ReadonlyMap<string, number>): FinanceRow[] {
  const rows = sellerRows(month);
  for (const p of products) {
    rows.add(p.seller, { units: p.units, salesCents: p.incomeCents, importCents: p.importCents, platformCents: p.platformCents, refundCents: p.refundCents });
  }
  for (const [sellerId, cents] of deliveryBySeller) rows.add(sellerId, { deliveryCents: cents });
  return rows.sorted();
}

/** Two sets of one month's rows as one: one row per seller, the figures added, by seller id as financeRows orders them (pure). */
export function addRows(a: readonly FinanceRow[], b: readonly FinanceRow[]): FinanceRow[] {
  if (!b.length) return [...a];
  const rows = sellerRows(b[0].month);
  for (const r of [...a, ...b]) rows.add(r.sellerId, r);
  return rows.sorted();
}

/** The sum of rows in USD (pure). */
export function figuresOf(rows: readonly FinanceRow[]): FinanceFigures {
  const sum = (pick: (r: FinanceRow) => number) => rows.reduce((total, r) => total + pick(r), 0);
  return {
    units: sum((r) => r.units),
    sales: fromCents(sum((r) => r.salesCents)),
    importCosts: fromCents(sum((r) => r.importCents)),
    delivery: fromCents(sum((r) => r.deliveryCents)),
    platformEarnings: fromCents(sum((r) => r.platformCents)),
    refunds: fromCents(sum((r) => r.refundCents)),
  };
}

/** Rows grouped by a key, keeping the keys' first-seen order (pure). */
export function groupRows(rows: readonly FinanceRow[], key: (r: FinanceRow) => string): Map<string, FinanceRow[]> {
  const groups = new Map<string, FinanceRow[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

function csvCell(value: string | number): string {
  const text = String(value);
  // Quote anything with a separator, quote or line break; a leading = + - @ would be read as a formula.
  const safe = typeof value === 'string' ? spreadsheetText(text) : text;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The report as CSV (pure): a header, one line per month and seller, and a TOTAL line; amounts in
 * USD with 2 decimals; UTF-8 with a BOM so spreadsheet programs read the accents.
 */
export function financesCsv(rows: readonly FinanceRow[], sellerName: (id: string) => string): string {
  const f = messages.admin.finances;
  const money = (cents: number) => fromCents(cents).toFixed(2);
  const line = (cells: (string | number)[]) => cells.map(csvCell).join(',');
  const total = figuresOf(rows);
  const lines = [
    line([f.period, f.seller, f.units, f.sales, f.importCosts, f.delivery, f.platform, messages.claims.financesRefunds]),
    ...rows.map((r) =>
      line([
        r.month,
        sellerName(r.sellerId),
        r.units,
        money(r.salesCents),
        money(r.importCents),
        money(r.deliveryCents),
        money(r.platformCents),
        money(r.refundCents),
      ]),
    ),
    line([
      messages.cart.total,
      '',
      total.units,
      total.sales.toFixed(2),
      total.importCosts.toFixed(2),
      total.delivery.toFixed(2),
      total.platformEarnings.toFixed(2),
      total.refunds.toFixed(2),
    ]),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
