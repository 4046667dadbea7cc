import { groupDeliveryCost, type ProvinceDeliveryCost } from '../cart/delivery-cost';
import { toCents } from '../money';

/** A delivery municipality and its province, as the buyer chose it. */
export type DeliveryZone = { region: string; municipality: string };

/** One seller's delivery terms for a zone: whether it delivers there, its fee (USD) and free-above threshold. */
export type SellerQuote = { delivers: boolean; fee: number; free: boolean; freeAbove?: number };

/** What delivering one product to the zone costs on its own. */
export type ProductFee = { status: 'notDelivering' } | { status: 'free' } | { status: 'paid'; fee: number };

/**
 * A seller's quote for a zone, from the same rule the cart and checkout price with
 * (lib/cart/delivery-cost.ts): province not offered → does not deliver; always free or a 0 cost →
 * free; otherwise the municipality's cost, with the store's free-above threshold when it has one.
 */
export function quoteSeller(deliveryCosts: readonly ProvinceDeliveryCost[], zone: DeliveryZone): SellerQuote {
  const cost = groupDeliveryCost(deliveryCosts, zone, 0);
  if (cost.status === 'notDelivering' || cost.status === 'selectAddress') return { delivers: false, fee: 0, free: false };
  const quote: SellerQuote = { delivers: true, fee: cost.cost, free: cost.status === 'free' };
  if (cost.freeAbove !== undefined) quote.freeAbove = cost.freeAbove;
  return quote;
}

/**
 * The fee of one product bought alone (its price with import cost, USD): free when the seller's
 * quote is free or the price reaches the free-above threshold; unknown sellers do not deliver.
 */
export function productFee(quote: SellerQuote | null | undefined, priceUsd: number): ProductFee {
  if (!quote || !quote.delivers) return { status: 'notDelivering' };
  if (quote.free || toCents(quote.fee) === 0) return { status: 'free' };
  if (quote.freeAbove !== undefined && toCents(priceUsd) >= toCents(quote.freeAbove)) return { status: 'free' };
  return { status: 'paid', fee: quote.fee };
}
