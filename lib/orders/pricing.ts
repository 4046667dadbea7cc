import { airTax } from '../cart/air-tax';
import { groupDeliveryCost, type DeliveryAddress, type DeliveryCostStatus, type ProvinceDeliveryCost } from '../cart/delivery-cost';
import { cartPoints } from '../cart/points';
import { fromCents, toCents } from '../money';
import { lineCouponDiscount, orderTotal, walletUse } from './totals';

/**
 * An order's money, decided by the server only (docs/contract/buying.md §9). Pure: every amount comes from
 * the live products, the sellers' delivery terms and the buyer's balances passed in. Sums run in
 * integer cents; the result carries USD with 2 decimals, as the order stores them.
 */

/** One ordered line as priced: the live product's numbers, never the client's. */
export type PricingLine = {
  product: string;
  seller: string;
  count: number;
  /** USD per unit, before the import cost. */
  price: number;
  /** USD per unit (lib/pricing/import-cost.ts). */
  importCost: number;
  fastDelivery: boolean;
  points: number;
  /** The product takes coupon discounts (Product.possibleDiscount). */
  applyDiscount: boolean;
};

export type PricingInput = {
  lines: readonly PricingLine[];
  /** Delivery terms per seller id. */
  deliveryCosts: ReadonlyMap<string, readonly ProvinceDeliveryCost[]>;
  address: DeliveryAddress;
  /** The coupon's percent per product; 0 without a coupon. */
  couponPercent: number;
  /** The buyer's points balance (air tax steps). */
  pointsBalance: number;
  /** The buyer's wallet balance in cents; only used when useWallet. */
  walletCents: number;
  useWallet: boolean;
};

/** A seller group: one delivery per seller, fast-delivery items apart from imported ones. */
export type DeliveryGroup = { user: string; fastDelivery: boolean; status: DeliveryCostStatus; deliveryCost: number; payedWallet: number };
export type PricedLine = PricingLine & { couponDiscount: number; payedWallet: number };

export type OrderPricing = {
  lines: PricedLine[];
  groups: DeliveryGroup[];
  productsCount: number;
  totalProductsPrice: number;
  sendingCost: number;
  totalProductsCouponDiscount: number;
  totalDeliveryCost: number;
  airWaybill: number;
  pointsUsed: number;
  pointsEarned: number;
  walletPayment: number;
  walletCents: number;
  total: number;
};

const subtotalCents = (l: PricingLine) => l.count * (toCents(l.price) + toCents(l.importCost));

/** The delivery cost of each seller group (seller × fast delivery), in the order the lines first name them. */
export function deliveryGroups(lines: readonly PricingLine[], deliveryCosts: PricingInput['deliveryCosts'], address: DeliveryAddress): DeliveryGroup[] {
  const subtotals = new Map<string, { user: string; fastDelivery: boolean; cents: number }>();
  for (const line of lines) {
    const key = `${line.seller}|${line.fastDelivery}`;
    const group = subtotals.get(key) ?? { user: line.seller, fastDelivery: line.fastDelivery, cents: 0 };
    group.cents += subtotalCents(line);
    subtotals.set(key, group);
  }
  return [...subtotals.values()].map((g) => {
    const cost = groupDeliveryCost(deliveryCosts.get(g.user) ?? [], address, fromCents(g.cents));
    return { user: g.user, fastDelivery: g.fastDelivery, status: cost.status, deliveryCost: cost.cost, payedWallet: 0 };
  });
}

/** Pays `dueCents` amounts in order from a `budget` of cents; returns what each one got. */
function allocate(budget: number, dueCents: readonly number[]): number[] {
  let left = budget;
  return dueCents.map((due) => {
    const paid = Math.max(0, Math.min(left, due));
    left -= paid;
    return paid;
  });
}

/**
 * Prices an order: line subtotals (price + import cost) × count, the coupon on the price only,
 * delivery per seller group, the air waybill tax with the points it spends, the points earned,
 * and the wallet (up to everything due, the balance and 500 USD), spread over the lines first,
 * then the delivery groups. Total per lib/orders/totals.ts orderTotal.
 */
export function priceOrder(input: PricingInput): OrderPricing {
  const { lines } = input;
  const discounts = lines.map((l) => toCents(lineCouponDiscount({ price: l.price, count: l.count, applyDiscount: l.applyDiscount }, input.couponPercent)));
  const products = lines.reduce((sum, l) => sum + subtotalCents(l), 0);
  const discount = discounts.reduce((a, b) => a + b, 0);
  const groups = deliveryGroups(lines, input.deliveryCosts, input.address);
  const delivery = groups.reduce((sum, g) => sum + toCents(g.deliveryCost), 0);
  const hasImportItems = lines.some((l) => !l.fastDelivery);
  const air = airTax({ hasImportItems, subtotal: fromCents(products), pointsBalance: input.pointsBalance });
  const due = products - discount + delivery + toCents(air.tax);
  const wallet = input.useWallet ? toCents(walletUse(fromCents(input.walletCents), fromCents(due))) : 0;
  const lineDue = lines.map((l, i) => subtotalCents(l) - discounts[i]);
  const paid = allocate(wallet, [...lineDue, ...groups.map((g) => toCents(g.deliveryCost))]);
  const amounts = {
    totalProductsPrice: fromCents(products),
    totalDeliveryCost: fromCents(delivery),
    airWaybill: air.tax,
    walletPayment: fromCents(wallet),
    totalProductsCouponDiscount: fromCents(discount),
  };
  return {
    ...amounts,
    lines: lines.map((l, i) => ({ ...l, couponDiscount: fromCents(discounts[i]), payedWallet: fromCents(paid[i]) })),
    groups: groups.map((g, i) => ({ ...g, payedWallet: fromCents(paid[lines.length + i]) })),
    productsCount: lines.reduce((sum, l) => sum + l.count, 0),
    sendingCost: fromCents(lines.reduce((sum, l) => sum + l.count * toCents(l.importCost), 0)),
    pointsUsed: air.pointsUsed,
    pointsEarned: cartPoints(lines.map((l) => ({ count: l.count, product: l }))),
    walletCents: wallet,
    total: orderTotal(amounts),
  };
}
