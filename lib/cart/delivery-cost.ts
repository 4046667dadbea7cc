import { formatUsd, fromCents, toCents } from '../money';
import { isServedProvince } from '../geo/province-names';
import { cartMessages } from '../messages/cart';

/** A seller's delivery terms for one province (docs/contract/buying.md §3 "Seller user"). */
export type ProvinceDeliveryCost = {
  provinceName: string;
  available: boolean;
  isFree?: { always?: boolean; above?: boolean; aboveNumber?: number } | null;
  municipalities?: readonly { name: string; cost: number }[] | null;
};

export type DeliveryAddress = { region: string; municipality: string };

export type DeliveryCostStatus = 'selectAddress' | 'notDelivering' | 'free' | 'paid';

/** A seller group's delivery cost in USD; freeAbove is the free-delivery threshold when the store has one. */
export type DeliveryCost = { status: DeliveryCostStatus; cost: number; freeAbove?: number };

/**
 * Delivery cost of one seller group (docs/contract/buying.md §9): no address → selectAddress; a province the
 * store does not serve yet, whatever the seller's terms, or one the seller does not list or has
 * off → notDelivering (never GRATIS where no order can be placed); always free, or subtotal ≥ aboveNumber when the
 * store offers free delivery above it → free; otherwise the municipality's cost (unlisted: free).
 */
export function groupDeliveryCost(
  deliveryCosts: readonly ProvinceDeliveryCost[],
  address: DeliveryAddress | null | undefined,
  subtotalUsd: number,
): DeliveryCost {
  if (!address) return { status: 'selectAddress', cost: 0 };
  if (!isServedProvince(address.region)) return { status: 'notDelivering', cost: 0 };
  const province = deliveryCosts.find((p) => p.provinceName === address.region);
  if (!province || !province.available) return { status: 'notDelivering', cost: 0 };
  const isFree = province.isFree ?? {};
  if (isFree.always) return { status: 'free', cost: 0 };
  const freeAbove = isFree.above ? Math.max(0, isFree.aboveNumber ?? 0) : undefined;
  const extra = freeAbove === undefined ? {} : { freeAbove };
  if (freeAbove !== undefined && toCents(subtotalUsd) >= toCents(freeAbove)) return { status: 'free', cost: 0, ...extra };
  const municipality = province.municipalities?.find((m) => m.name === address.municipality);
  const costCents = Math.max(0, toCents(municipality?.cost ?? 0));
  return costCents === 0 ? { status: 'free', cost: 0, ...extra } : { status: 'paid', cost: fromCents(costCents), ...extra };
}

/** The cart's text for a group's delivery cost: a USD amount, or cartMessages free / notDelivering / selectAddress. */
export function deliveryCostText(result: DeliveryCost): string {
  const m = cartMessages;
  switch (result.status) {
    case 'selectAddress':
      return m.selectAddress;
    case 'notDelivering':
      return m.notDelivering;
    case 'free':
      return m.free;
    case 'paid':
      return formatUsd(result.cost);
  }
}

/** cartMessages.freeAbove(x) when the store gives free delivery above a subtotal of x USD, else null. */
export function freeAboveText(result: DeliveryCost): string | null {
  if (result.freeAbove === undefined) return null;
  return cartMessages.freeAbove(String(fromCents(toCents(result.freeAbove))));
}
