import { WALLET_PRODUCT_LIMIT } from '../cart/air-tax';
import { fromCents, toCents } from '../money';

/** The stored order amounts the total is made of, all in USD. */
export type OrderAmounts = {
  totalProductsPrice: number;
  totalDeliveryCost: number;
  airWaybill: number;
  walletPayment: number;
  totalProductsCouponDiscount: number;
  totalProductsCancelled?: { price?: number; wallet?: number; discount?: number } | null;
};

/**
 * Order total in USD (2 decimals, cents math): products + delivery + air waybill − wallet − coupon
 * discount − cancelled price + cancelled wallet + cancelled discount (docs/contract/buying.md §9).
 */
export function orderTotal(o: OrderAmounts): number {
  const c = o.totalProductsCancelled ?? {};
  const cents =
    toCents(o.totalProductsPrice) +
    toCents(o.totalDeliveryCost) +
    toCents(o.airWaybill) -
    toCents(o.walletPayment) -
    toCents(o.totalProductsCouponDiscount) -
    toCents(c.price ?? 0) +
    toCents(c.wallet ?? 0) +
    toCents(c.discount ?? 0);
  return fromCents(cents);
}

/**
 * Coupon discount of one line in USD: the unit price (not the import cost) × percent, rounded to
 * cents per unit, × count. Zero when the product does not take discounts.
 */
export function lineCouponDiscount(line: { price: number; count: number; applyDiscount: boolean }, percent: number): number {
  if (!line.applyDiscount || percent <= 0) return 0;
  const unitCents = Math.round((toCents(line.price) * Math.min(percent, 100)) / 100);
  return fromCents(unitCents * line.count);
}

/**
 * How much the wallet pays, in USD: the whole amount due if the balance allows, never more than
 * the balance, and never more than WALLET_PRODUCT_LIMIT (500 USD) in one order.
 */
export function walletUse(balanceUsd: number, dueUsd: number): number {
  const cents = Math.min(toCents(balanceUsd), toCents(dueUsd), toCents(WALLET_PRODUCT_LIMIT));
  return fromCents(Math.max(0, cents));
}
