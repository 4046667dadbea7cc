import { fromCents, toCents } from '../money';

/** One collection: the courier who received an order's cash, the amount (USD) and whether it reached the till. */
export type Collection = { courier: string; amount: number; handedOver: boolean };

/** One courier's line of the cash reconciliation (USD, to the cent). */
export type CourierCash = { courier: string; orders: number; collected: number; pending: number; handedOver: number };

/**
 * Per-courier sums in integer cents: how many orders each collected, how much, how much is still
 * with them (pending hand-over) and how much they handed over. Sorted by most pending first.
 */
export function reconcile(collections: readonly Collection[]): CourierCash[] {
  const byCourier = new Map<string, { orders: number; collected: number; pending: number; handedOver: number }>();
  for (const c of collections) {
    const row = byCourier.get(c.courier) ?? { orders: 0, collected: 0, pending: 0, handedOver: 0 };
    const cents = toCents(c.amount);
    row.orders += 1;
    row.collected += cents;
    if (c.handedOver) row.handedOver += cents;
    else row.pending += cents;
    byCourier.set(c.courier, row);
  }
  return [...byCourier.entries()]
    .map(([courier, r]) => ({
      courier,
      orders: r.orders,
      collected: fromCents(r.collected),
      pending: fromCents(r.pending),
      handedOver: fromCents(r.handedOver),
    }))
    .sort((a, b) => b.pending - a.pending || b.collected - a.collected);
}
