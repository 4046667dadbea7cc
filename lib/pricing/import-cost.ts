import { fromCents, roundUsd, toCents } from '../money';

/** Freight rates in USD per kilogram (from configuration; the spec does not give the values). */
export type ImportRates = { airRatePerKg: number; seaRatePerKg: number };

/** The product fields the import cost depends on: kilograms and centimetres. */
export type ImportCostProduct = {
  price: number;
  weight: number;
  large: number;
  height: number;
  width: number;
  shippingBySea: boolean;
  fastDelivery: boolean;
  isManualImportCost: boolean;
  importCost: number;
};

/** Air-freight divisor: cm³ per volumetric kilogram. */
export const DIMENSIONAL_DIVISOR = 6000;

/** Dimensional (volumetric) weight in kg: large × height × width / 6000, dimensions in cm. */
export function dimensionalWeight(product: Pick<ImportCostProduct, 'large' | 'height' | 'width'>): number {
  return (product.large * product.height * product.width) / DIMENSIONAL_DIVISOR;
}

/**
 * Import cost in USD (2 decimals), in this precedence:
 * 1. isManualImportCost → the seller's importCost;
 * 2. fastDelivery → 0: the stock is already in Cuba, nothing is flown or shipped in for this order;
 * 3. shippingBySea → actual weight × sea rate;
 * 4. otherwise → max(actual weight, dimensional weight) × air rate.
 */
export function importCost(product: ImportCostProduct, rates: ImportRates): number {
  if (product.isManualImportCost) return roundUsd(Math.max(0, product.importCost));
  if (product.fastDelivery) return 0;
  if (product.shippingBySea) return roundUsd(product.weight * rates.seaRatePerKg);
  return roundUsd(Math.max(product.weight, dimensionalWeight(product)) * rates.airRatePerKg);
}

/** Price shown to buyers in USD: price + import cost, 2 decimals. */
export function totalPrice(product: ImportCostProduct, rates: ImportRates): number {
  return fromCents(toCents(product.price) + toCents(importCost(product, rates)));
}
