import { fromCents, toCents } from '../money';
import { platformEarning, type PlatformEarningProduct } from '../pricing/platform-earning';

/** Units sold of one product at one unit price and import cost (one row of the database grouping). */
export type SalesRow = { product: string; seller: string; name: string; price: number; importCost: number; units: number };
/** A USD amount summed per product (the coupon discounts of its lines). */
export type AmountRow = { product: string; amount: number };
/** How the platform earns on a product, and its current name. */
export type EarningSettings = Omit<PlatformEarningProduct, 'price'> & { name?: string };

/** A product's earning settings as the figures apply them (pure): missing fields read as a 0 % percentage. */
export function earningOf(product: {
  platformEarningType?: string | null;
  fixedPlatformEarning?: number | null;
  percent?: number | null;
}): Omit<EarningSettings, 'name'> {
  return {
    platformEarningType: product.platformEarningType ?? 'percent',
    fixedPlatformEarning: product.fixedPlatformEarning ?? 0,
    percent: product.percent ?? 0,
  };
}

/** Everything sold of one product, in integer cents. */
export type ProductSales = {
  product: string;
  seller: string;
  name: string;
  units: number;
  /** Price × units − coupon discounts: what buyers paid for the product itself. */
  incomeCents: number;
  /** Import cost × units. */
  importCents: number;
  /** The platform's earning × units, at the product's current earning settings. */
  platformCents: number;
  /** Income − platform earning: what the seller keeps. */
  profitCents: number;
  /** What buyers' claims refunded on the product (already taken from the income). */
  refundCents: number;
};

/** One product's units by distinct unit price and import cost; `at` finds a pair past the first. */
type PairUnits = { first: SalesRow; prices: number[]; importCosts: number[]; units: number[]; at?: Map<string, number> };

function addPair(group: PairUnits, row: SalesRow): void {
  group.at ??= new Map([[`${group.prices[0]}|${group.importCosts[0]}`, 0]]);
  const key = `${row.price}|${row.importCost}`;
  const at = group.at.get(key);
  if (at !== undefined) {
    group.units[at] += row.units;
    return;
  }
  group.at.set(key, group.prices.length);
  group.prices.push(row.price);
  group.importCosts.push(row.importCost);
  group.units.push(row.units);
}

/**
 * Merge the grouped rows into one entry per product (pure). The platform earning of a unit is
 * computed at the unit price the order snapshotted, with the product's earning settings (an
 * unknown product earns the platform nothing).
 */
export function productSales(
  sales: readonly SalesRow[],
  discounts: readonly AmountRow[],
  settings: ReadonlyMap<string, EarningSettings>,
  refunds: readonly AmountRow[] = [],
): ProductSales[] {
  // Units are summed per product, unit price and import cost first, so each amount is turned into
  // cents once per distinct pair rather than once per row: six months of kept days give ~50,000 rows.
  // Integer cents × units sum to the same totals. Most products sell at one pair, kept inline; the
  // others find theirs by key, not by walking the earlier ones (a product sold at thousands of
  // prices made that walk quadratic).
  const grouped = new Map<string, PairUnits>();
  for (const row of sales) {
    const group = grouped.get(row.product);
    if (!group) grouped.set(row.product, { first: row, prices: [row.price], importCosts: [row.importCost], units: [row.units] });
    else if (group.prices[0] === row.price && group.importCosts[0] === row.importCost) group.units[0] += row.units;
    else addPair(group, row);
  }
  const byProduct = new Map<string, ProductSales>();
  for (const [product, { first, prices, importCosts, units }] of grouped) {
    const current = settings.get(product);
    const entry: ProductSales = {
      product,
      seller: first.seller,
      name: current?.name || first.name,
      units: 0,
      incomeCents: 0,
      importCents: 0,
      platformCents: 0,
      profitCents: 0,
      refundCents: 0,
    };
    prices.forEach((price, at) => {
      const count = units[at];
      const unitEarning = current ? toCents(platformEarning({ ...current, price })) : 0;
      entry.units += count;
      entry.incomeCents += toCents(price) * count;
      entry.importCents += toCents(importCosts[at]) * count;
      entry.platformCents += unitEarning * count;
    });
    byProduct.set(product, entry);
  }
  for (const row of discounts) {
    const entry = byProduct.get(row.product);
    if (entry) entry.incomeCents -= toCents(row.amount);
  }
  // A claim's refund gives back part of what was paid: the income is what the buyers kept paid.
  for (const row of refunds) {
    const entry = byProduct.get(row.product);
    if (!entry) continue;
    entry.incomeCents -= toCents(row.amount);
    entry.refundCents += toCents(row.amount);
  }
  for (const entry of byProduct.values()) entry.profitCents = entry.incomeCents - entry.platformCents;
  return [...byProduct.values()];
}

/** One of a seller's order lines, with its order's creation time. */
export type SellerLine = {
  createdAt: Date;
  product: string;
  seller: string;
  name: string;
  price: number;
  importCost: number;
  count: number;
  couponDiscount: number;
  /** Claims opened on the line (lib/claims), and what they refunded in cents. */
  claims: number;
  refundedCents: number;
};

/** An order line as stored, with the fields the figures read. */
export type StoredLine = {
  product?: unknown;
  seller?: unknown;
  name?: string | null;
  price?: number | null;
  importCost?: number | null;
  count?: number | null;
  couponDiscount?: number | null;
  claims?: number | null;
  refundedCents?: number | null;
};

/** A stored line of an order created at `createdAt`, as the figures count it (missing amounts are 0). */
export function sellerLineOf(createdAt: Date, line: StoredLine): SellerLine {
  return {
    createdAt,
    product: String(line.product),
    seller: String(line.seller),
    name: line.name ?? '',
    price: line.price ?? 0,
    importCost: line.importCost ?? 0,
    count: line.count ?? 0,
    couponDiscount: line.couponDiscount ?? 0,
    claims: line.claims ?? 0,
    refundedCents: line.refundedCents ?? 0,
  };
}

/**
 * The rows the database grouping gives (pure): units per product, unit price, import cost and name,
 * and coupon discounts per product, of the lines created in [from, to) when given.
 */
export function salesRowsOf(lines: readonly SellerLine[], from?: Date, to?: Date): { sales: SalesRow[]; discounts: AmountRow[]; refunds: AmountRow[] } {
  const sales = new Map<string, SalesRow>();
  const discounts = new Map<string, AmountRow>();
  const refunds = new Map<string, number>();
  for (const line of lines) {
    if ((from && line.createdAt < from) || (to && line.createdAt >= to)) continue;
    const key = JSON.stringify([line.product, line.seller, line.name, line.price, line.importCost]);
    const row = sales.get(key) ?? { product: line.product, seller: line.seller, name: line.name, price: line.price, importCost: line.importCost, units: 0 };
    row.units += line.count;
    sales.set(key, row);
    const amount = discounts.get(line.product) ?? { product: line.product, amount: 0 };
    amount.amount += line.couponDiscount;
    discounts.set(line.product, amount);
    if (line.refundedCents) refunds.set(line.product, (refunds.get(line.product) ?? 0) + line.refundedCents);
  }
  return {
    sales: [...sales.values()],
    discounts: [...discounts.values()],
    refunds: [...refunds].map(([product, cents]) => ({ product, amount: fromCents(cents) })),
  };
}

export type SellingData = {
  totalSells: number;
  totalIncomes: number;
  totalProfits: number;
  bestSellers: { _id: string; name: string; salesCount: number }[];
  bestEarnings: { _id: string; name: string; incomesStats: { incomes: number; profits: number } }[];
};

// One collator for every comparison: localeCompare builds one per call, and a seller with thousands of products ties often.
const spanish = new Intl.Collator('es');
const byName = (a: ProductSales, b: ProductSales) => spanish.compare(a.name, b.name) || a.product.localeCompare(b.product);

/** The dashboard's figures (docs/contract/buying.md §3 "Selling data"): totals in USD and the top `top` by units and by profit. */
export function sellingSummary(products: readonly ProductSales[], top = 5): SellingData {
  const sum = (pick: (p: ProductSales) => number) => products.reduce((total, p) => total + pick(p), 0);
  return {
    totalSells: sum((p) => p.units),
    totalIncomes: fromCents(sum((p) => p.incomeCents)),
    totalProfits: fromCents(sum((p) => p.profitCents)),
    bestSellers: [...products]
      .sort((a, b) => b.units - a.units || byName(a, b))
      .slice(0, top)
      .map((p) => ({ _id: p.product, name: p.name, salesCount: p.units })),
    bestEarnings: [...products]
      .sort((a, b) => b.profitCents - a.profitCents || byName(a, b))
      .slice(0, top)
      .map((p) => ({ _id: p.product, name: p.name, incomesStats: { incomes: fromCents(p.incomeCents), profits: fromCents(p.profitCents) } })),
  };
}

/** Totals of several products' sales, in cents. */
export type SalesTotals = { units: number; incomeCents: number; importCents: number; platformCents: number };

/** The sum of `products` (pure). */
export function totalsOf(products: readonly ProductSales[]): SalesTotals {
  return products.reduce(
    (t, p) => ({
      units: t.units + p.units,
      incomeCents: t.incomeCents + p.incomeCents,
      importCents: t.importCents + p.importCents,
      platformCents: t.platformCents + p.platformCents,
    }),
    { units: 0, incomeCents: 0, importCents: 0, platformCents: 0 },
  );
}
