import { airTax, AIR_TAX_BASE, type AirTax } from '@/lib/cart/air-tax';
import { groupDeliveryCost, type DeliveryAddress, type DeliveryCost } from '@/lib/cart/delivery-cost';
import { lineCouponDiscount, walletUse } from '@/lib/orders/totals';
import { fromCents, toCents } from '@/lib/money';
import type { CartSection } from './cart-groups';

export type PreviewInput = {
  sections: readonly CartSection[];
  /** The applied coupon's percent per product; 0 without one. */
  couponPercent: number;
  address: DeliveryAddress | null;
  /** The buyer's points balance (air tax reduction). */
  pointsBalance: number;
  walletBalance: number;
  useWallet: boolean;
};

/** A group's delivery cost, or null when the store's terms are unknown (the server prices it). */
export type GroupCost = DeliveryCost | null;

export type CartPreview = {
  products: number;
  couponDiscount: number;
  groupCosts: ReadonlyMap<string, GroupCost>;
  delivery: number;
  /** False when some store's delivery cost could not be computed here. */
  deliveryKnown: boolean;
  /** True when a store is known not to deliver to the chosen province. */
  notDelivering: boolean;
  airTax: AirTax;
  airTaxBase: number;
  wallet: number;
  total: number;
};

function costOf(deliveryCosts: CartSection['groups'][number]['deliveryCosts'], address: DeliveryAddress | null, subtotal: number): GroupCost {
  if (!address) return { status: 'selectAddress', cost: 0 };
  return deliveryCosts ? groupDeliveryCost(deliveryCosts, address, subtotal) : null;
}

/**
 * The cart's totals as a preview of what the server will charge (docs/contract/buying.md §9), in USD: products
 * (price + import cost) × count, the coupon on the price only, delivery per store, the air waybill
 * tax less its points step, and the wallet covering up to everything due. The server recomputes
 * all of it when the order is created.
 */
export function previewCart(input: PreviewInput): CartPreview {
  const groups = input.sections.flatMap((s) => s.groups);
  const lines = groups.flatMap((g) => g.lines.map((l) => l.line));
  const products = groups.reduce((sum, g) => sum + toCents(g.subtotal), 0);
  const discount = lines.reduce(
    (sum, { product, count }) =>
      sum + toCents(lineCouponDiscount({ price: product.price, count, applyDiscount: product.possibleDiscount }, input.couponPercent)),
    0,
  );
  const groupCosts = new Map(groups.map((g) => [g.key, costOf(g.deliveryCosts, input.address, g.subtotal)] as const));
  const costs = [...groupCosts.values()];
  const delivery = costs.reduce((sum, c) => sum + (c?.status === 'paid' ? toCents(c.cost) : 0), 0);
  const tax = airTax({ hasImportItems: lines.some((l) => !l.product.fastDelivery), subtotal: fromCents(products), pointsBalance: input.pointsBalance });
  const due = products - discount + delivery + toCents(tax.tax);
  const wallet = input.useWallet ? toCents(walletUse(input.walletBalance, fromCents(due))) : 0;
  return {
    products: fromCents(products),
    couponDiscount: fromCents(discount),
    groupCosts,
    delivery: fromCents(delivery),
    deliveryKnown: costs.every((c) => c !== null),
    notDelivering: costs.some((c) => c?.status === 'notDelivering'),
    airTax: tax,
    airTaxBase: tax.pointsUsed > 0 ? AIR_TAX_BASE : tax.tax,
    wallet: fromCents(wallet),
    total: fromCents(due - wallet),
  };
}
