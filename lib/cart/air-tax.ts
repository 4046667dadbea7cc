import { fromCents, toCents } from '../money';

/** The two fixed parts of the air waybill tax in USD (docs/contract/buying.md §9: "the sum of two fixed amounts, 0 and 25"). */
export const AIR_TAX_PARTS = [0, 25] as const;
/** The air waybill tax before reductions: 0 + 25. */
export const AIR_TAX_BASE = AIR_TAX_PARTS[0] + AIR_TAX_PARTS[1];
/** What the free-threshold rule subtracts from the tax (docs/contract/buying.md §9: "25 subtracted from the air tax"). */
export const AIR_TAX_REDUCTION = 25;
/** Cart subtotal (USD) from which the air tax is waived; 1e10 keeps it off in practice. */
export const FREE_AIR_TAX_THRESHOLD = 1e10;
/** Points that waive the whole air tax; half of it waives half, a quarter waives a quarter. */
export const POINT_VALUE = 500;
/** Most USD the wallet may pay in one order (docs/contract/buying.md §9 "Wallet limit for products 500"). */
export const WALLET_PRODUCT_LIMIT = 500;
/** Most percent a coupon takes off a product (docs/contract/catalogue.md §1 banner "up to 5 percent"). */
export const MAX_COUPON_PERCENT = 5;

export type AirTaxInput = {
  /** True when at least one cart line is not fast delivery (flown or shipped in). */
  hasImportItems: boolean;
  /** Products subtotal of the whole cart in USD. */
  subtotal: number;
  /** The buyer's loyalty points balance (User.points), not the points this cart earns. */
  pointsBalance: number;
};

export type AirTax = { tax: number; pointsUsed: number };

/** Point steps, best first: spending `points` takes `fraction` of the base off the tax. */
const POINT_STEPS = [
  { points: POINT_VALUE, fraction: 1 },
  { points: POINT_VALUE / 2, fraction: 1 / 2 },
  { points: POINT_VALUE / 4, fraction: 1 / 4 },
] as const;

/**
 * Air waybill tax in USD and the points it consumes. None without import items. At or above the
 * free threshold (subtotal + base ≥ 1e10) the 25 comes off (tax 0, no points). Otherwise the best
 * step the balance reaches: ≥ 500 points → 0, ≥ 250 → 12.50, ≥ 125 → 18.75, else 25.
 */
export function airTax(input: AirTaxInput): AirTax {
  if (!input.hasImportItems) return { tax: 0, pointsUsed: 0 };
  const baseCents = toCents(AIR_TAX_BASE);
  if (toCents(input.subtotal) + baseCents >= toCents(FREE_AIR_TAX_THRESHOLD)) {
    return { tax: fromCents(Math.max(0, baseCents - toCents(AIR_TAX_REDUCTION))), pointsUsed: 0 };
  }
  const step = POINT_STEPS.find((s) => input.pointsBalance >= s.points);
  if (!step) return { tax: fromCents(baseCents), pointsUsed: 0 };
  return { tax: fromCents(Math.round(baseCents * (1 - step.fraction))), pointsUsed: step.points };
}
