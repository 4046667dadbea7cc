import { Types, type PipelineStage } from 'mongoose';
import { messages } from '../messages';
import { toCents } from '../money';
import { Order } from '@/models/Order';
import { Product } from '@/models/Product';
import { productSales, salesRowsOf, type AmountRow, type EarningSettings, type ProductSales, type SalesRow, type SellerLine } from './summary';

/**
 * Sales figures computed by the database from the orders. Portable to FerretDB v1, whose
 * aggregation knows $match, $unwind, $group and $sort but no arithmetic ($multiply) and computes
 * only the first accumulator of a $group (later ones come back 0): so every grouping sums one
 * field, and price × units is multiplied here over the grouped rows (one row per product and
 * unit price, not per order line).
 */

/** Which orders count: not cancelled, created in [from, to), and with lines of `sellerId` when given. */
export type SalesScope = { sellerId?: string; from?: Date; to?: Date };

/**
 * The one filter of the orders a seller's figures count, shared by /selldashboard and /delivers so
 * both screens count the same orders (issue 20): cancelled orders count on neither.
 */
export function orderMatch(scope: SalesScope): Record<string, unknown> {
  const match: Record<string, unknown> = { currentStatus: { $ne: messages.orderStatus.cancelled } };
  if (scope.from || scope.to) match.createdAt = { ...(scope.from ? { $gte: scope.from } : {}), ...(scope.to ? { $lt: scope.to } : {}) };
  if (scope.sellerId) match['lines.seller'] = new Types.ObjectId(scope.sellerId);
  return match;
}

/** The stages that turn matching orders into their lines (of the seller, when the scope names one). */
function lineStages(scope: SalesScope): PipelineStage[] {
  const stages: PipelineStage[] = [{ $match: orderMatch(scope) }, { $unwind: '$lines' }];
  if (scope.sellerId) stages.push({ $match: { 'lines.seller': new Types.ObjectId(scope.sellerId) } });
  return stages;
}

/** How many orders of the scope count (see orderMatch). */
export async function countOrders(scope: SalesScope): Promise<number> {
  return Order.countDocuments(orderMatch(scope));
}

type Grouped<K> = { _id: K; total: number };

/** One $group with a single $sum accumulator (see above). */
async function sumBy<K>(stages: PipelineStage[], key: unknown, field: string): Promise<Grouped<K>[]> {
  return Order.aggregate<Grouped<K>>([...stages, { $group: { _id: key, total: { $sum: field } } }]);
}

type SalesKey = { product: Types.ObjectId; seller: Types.ObjectId; name: string; price: number; importCost?: number };

/** Per product of the scope: units, income, import cost, platform earning and profit (in cents). */
export async function loadProductSales(scope: SalesScope): Promise<ProductSales[]> {
  const stages = lineStages(scope);
  const salesKey = { product: '$lines.product', seller: '$lines.seller', name: '$lines.name', price: '$lines.price', importCost: '$lines.importCost' };
  const [units, discounts] = await Promise.all([
    sumBy<SalesKey>(stages, salesKey, '$lines.count'),
    sumBy<Types.ObjectId>(stages, '$lines.product', '$lines.couponDiscount'),
  ]);
  const sales: SalesRow[] = units.map(({ _id, total }) => ({
    product: String(_id.product), seller: String(_id.seller), name: _id.name ?? '', price: _id.price ?? 0, importCost: _id.importCost ?? 0, units: total,
  }));
  const amounts: AmountRow[] = discounts.map(({ _id, total }) => ({ product: String(_id), amount: total }));
  return productSales(sales, amounts, await earningSettings(sales.map((s) => s.product)));
}

/**
 * The seller's lines of the orders that count (see orderMatch), with their order's creation time:
 * one read, from which the dashboard computes its totals and every month. FerretDB v1 reads the
 * whole order table for a condition on the `lines` array, so one read instead of one per figure.
 */
export async function loadSellerLines(sellerId: string): Promise<{ orders: number; lines: SellerLine[] }> {
  type LeanLines = { createdAt: Date; lines: { product?: unknown; seller?: unknown; name?: string; price?: number; importCost?: number; count?: number; couponDiscount?: number }[] };
  const orders = await Order.find(orderMatch({ sellerId }), { createdAt: 1, lines: 1 }).lean<LeanLines[]>();
  const lines = orders.flatMap((order) => order.lines.filter((line) => String(line.seller) === sellerId).map((line) => ({
    createdAt: order.createdAt, product: String(line.product), seller: sellerId, name: line.name ?? '',
    price: line.price ?? 0, importCost: line.importCost ?? 0, count: line.count ?? 0, couponDiscount: line.couponDiscount ?? 0,
  })));
  return { orders: orders.length, lines };
}

/** Per product of the seller's lines created in [from, to) when given (see loadProductSales). */
export function sellerProductSales(lines: readonly SellerLine[], settings: ReadonlyMap<string, EarningSettings>, from?: Date, to?: Date): ProductSales[] {
  const { sales, discounts } = salesRowsOf(lines, from, to);
  return productSales(sales, discounts, settings);
}

/** The current name and earning settings of the given products. */
export async function earningSettings(ids: string[]): Promise<Map<string, EarningSettings>> {
  const unique = [...new Set(ids)].filter((id) => Types.ObjectId.isValid(id));
  if (!unique.length) return new Map();
  const docs = await Product.find({ _id: { $in: unique } }, 'name platformEarningType fixedPlatformEarning percent').lean();
  return new Map(docs.map((d) => [String(d._id), {
    name: d.name, platformEarningType: d.platformEarningType ?? 'percent', fixedPlatformEarning: d.fixedPlatformEarning ?? 0, percent: d.percent ?? 0,
  }]));
}

/** Delivery charged per seller (deliveryCostsPerUser) in the scope, in cents, by seller id. */
export async function loadDeliveryBySeller(scope: SalesScope): Promise<Map<string, number>> {
  const stages: PipelineStage[] = [{ $match: orderMatch(scope) }, { $unwind: '$deliveryCostsPerUser' }];
  if (scope.sellerId) stages.push({ $match: { 'deliveryCostsPerUser.user': new Types.ObjectId(scope.sellerId) } });
  const rows = await sumBy<Types.ObjectId | null>(stages, '$deliveryCostsPerUser.user', '$deliveryCostsPerUser.deliveryCost');
  return new Map(rows.filter((r) => r._id).map((r) => [String(r._id), toCents(r.total)]));
}
