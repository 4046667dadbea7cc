import { fromCents, toCents } from '../money';
import { AIR_TAX_BASE, POINT_VALUE } from './air-tax';

/** A cart line as the points and subtotal rules read it; prices in USD. */
export type PricedLine = {
  count: number;
  product: { fastDelivery: boolean; points: number; price: number; importCost: number };
};

export type PointsLine = { count: number; product: { fastDelivery: boolean; points: number; price: number } };

/**
 * Loyalty points a cart earns: fast-delivery lines add none, others add points × count, each
 * listing's points capped by its price (maxListingPoints), so a listing stored before the cap
 * cannot mint more.
 */
export function cartPoints(lines: readonly PointsLine[]): number {
  return lines.reduce(
    (sum, line) => (line.product.fastDelivery ? sum : sum + Math.min(line.product.points, maxListingPoints(line.product.price)) * line.count),
    0,
  );
}

/** One line's subtotal in integer cents: count × (price + import cost). */
export function lineSubtotalCents(line: PricedLine): number {
  return line.count * (toCents(line.product.price) + toCents(line.product.importCost));
}

/** One line's subtotal in USD (2 decimals): count × (price + import cost). */
export function lineSubtotal(line: PricedLine): number {
  return fromCents(lineSubtotalCents(line));
}

/** Sum of the lines' subtotals in USD (2 decimals). */
export function cartSubtotal(lines: readonly PricedLine[]): number {
  return fromCents(lines.reduce((sum, line) => sum + lineSubtotalCents(line), 0));
}

/** What one point is worth in US cents: POINT_VALUE points waive the whole air tax (25 USD → 5 cents). */
export const POINT_WORTH_CENTS = toCents(AIR_TAX_BASE) / POINT_VALUE;
/** Most of a listing's price its points may give back (a tenth): points are a reward, never worth the goods. */
export const MAX_POINTS_SHARE_OF_PRICE = 0.1;

/**
 * Most loyalty points a listing may promise per unit at `price` USD: worth at most a tenth of the
 * price (2 points per USD). A seller pricing at 0.01 USD can promise none, so units bought cheaply
 * cannot mint points worth more than was paid.
 */
export function maxListingPoints(price: number): number {
  return Math.max(0, Math.floor((toCents(price) * MAX_POINTS_SHARE_OF_PRICE) / POINT_WORTH_CENTS + 1e-9));
}
