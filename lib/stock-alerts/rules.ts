import { groupDeliveryCost, type ProvinceDeliveryCost } from '../cart/delivery-cost';

/** Back-in-stock rules (pure). */

/** How a buyer may be told a product is back. */
export const STOCK_ALERT_CHANNELS = ['email', 'push'] as const;
export type StockAlertChannel = (typeof STOCK_ALERT_CHANNELS)[number];

/** The product fields that decide whether it can be bought. */
export type StockState = { available?: boolean | null; availableCount?: number | null; deleted?: boolean | null; hidden?: boolean | null };

/** True when the product can be bought: shown, switched on and with units (the opposite of AGOTADO). */
export function isInStock(product: StockState): boolean {
  return !product.deleted && !product.hidden && product.available !== false && (product.availableCount ?? 0) > 0;
}

/**
 * True when the seller delivers this product to the subscriber's zone: the product's provinces
 * (when it lists any) include it, and the seller's delivery terms offer its municipality.
 */
export function deliversTo(
  zone: { region: string; municipality: string },
  productRegions: readonly string[],
  sellerCosts: readonly ProvinceDeliveryCost[],
): boolean {
  if (!zone.region || !zone.municipality) return false;
  if (productRegions.length && !productRegions.includes(zone.region)) return false;
  const status = groupDeliveryCost(sellerCosts, zone, 0).status;
  return status === 'free' || status === 'paid';
}

/** The zone an alert is kept for: the default delivery address, else the first one, else the account's own. */
export function alertZone(user: {
  region?: string | null;
  municipality?: string | null;
  deliveryAddresses?: readonly { region: string; municipality: string; isDefault?: boolean | null }[] | null;
}): { region: string; municipality: string } {
  const addresses = user.deliveryAddresses ?? [];
  const address = addresses.find((a) => a.isDefault) ?? addresses[0];
  if (address) return { region: address.region, municipality: address.municipality };
  return { region: user.region ?? '', municipality: user.municipality ?? '' };
}
