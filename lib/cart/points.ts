import { fromCents, toCents } from '../money';

/** A cart line as the points and subtotal rules read it; prices in USD. */
export type PricedLine = {
  count: number;
  product: { fastDelivery: boolean; points: number; price: number; importCost: number };
};

export type PointsLine = { count: number; product: { fastDelivery: boolean; points: number } };

/** Loyalty points a cart earns: fast-delivery lines add none, others add points × count. */
export function cartPoints(lines: readonly PointsLine[]): number {
  return lines.reduce((sum, line) => (line.product.fastDelivery ? sum : sum + line.product.points * line.count), 0);
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
