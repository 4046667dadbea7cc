import { paidByMethod, paymentStatusOf, type PaymentFacts } from '../cash/payment-status';
import { orderStatusMessages } from '../messages/order-status';
import { fromCents, toCents } from '../money';
import type { OrderAmounts } from './totals';

/**
 * What an order asks of the buyer, apart from its delivery: a cancelled order owes nothing, and
 * shows what was taken (wallet, card or cash) and what was given back. The spec's total formula
 * (lib/orders/totals.ts) stays in the API for the record; screens read this instead.
 */

/** Payment states as the order screens show them. */
export const PAYMENT_STATES = ['pendiente', 'porVerificar', 'pagado', 'cancelado', 'porReembolsar', 'reembolsado'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export type BalanceFacts = PaymentFacts & Omit<OrderAmounts, 'totalProductsCancelled'> & { pointsUsed?: number | null };

export type OrderBalance = {
  /** What the order came to: products + delivery + air waybill − coupon discount (USD). */
  amount: number;
  /** What was actually taken from the buyer: the wallet, plus the card or cash payment once made (USD). */
  charged: number;
  /** Given back after a cancel: wallet credit and points (on the give-backs), card or cash (marked by an admin). */
  refunded: { wallet: number; points: number; payment: number };
  /** Still to pay by the chosen method (USD): 0 once paid, and always 0 for a cancelled order. */
  due: number;
  state: PaymentState;
};

/**
 * The order's balance (pure). Not cancelled: pendiente with the rest after the wallet due
 * (porVerificar while a transfer receipt waits), or pagado. Cancelled: nothing due; cancelado when
 * nothing was taken, reembolsado when everything taken was given back, porReembolsar until then. The wallet and points come back with the cancel's
 * give-backs (compensation 'pending' until done; older orders without the field had them at once);
 * a card or cash payment comes back when an admin marks it reembolsado.
 */
export function orderBalance(order: BalanceFacts): OrderBalance {
  const amountCents =
    toCents(order.totalProductsPrice) + toCents(order.totalDeliveryCost) + toCents(order.airWaybill) - toCents(order.totalProductsCouponDiscount);
  const walletCents = toCents(order.walletPayment ?? 0);
  const restCents = Math.max(0, amountCents - walletCents);
  const status = paymentStatusOf(order);
  const byCardOrCash = paidByMethod(order);
  const paymentCents = byCardOrCash ? restCents : 0;
  const charged = fromCents(walletCents + paymentCents);
  if (order.currentStatus !== orderStatusMessages.cancelled) {
    const paid = status !== 'pendiente';
    return {
      amount: fromCents(amountCents),
      charged,
      refunded: { wallet: 0, points: 0, payment: 0 },
      due: paid ? 0 : fromCents(restCents),
      // A transfer receipt waiting for a super admin: "Pago por verificar" (decision 33).
      state: paid ? 'pagado' : order.transfer?.state === 'porVerificar' ? 'porVerificar' : 'pendiente',
    };
  }
  const givenBack = order.compensation?.state !== 'pending';
  const refundedWallet = givenBack ? walletCents : 0;
  const refundedPayment = byCardOrCash && status === 'reembolsado' ? paymentCents : 0;
  const refunded = { wallet: fromCents(refundedWallet), points: givenBack ? (order.pointsUsed ?? 0) : 0, payment: fromCents(refundedPayment) };
  const takenCents = walletCents + paymentCents;
  const state: PaymentState = takenCents === 0 ? 'cancelado' : refundedWallet + refundedPayment === takenCents ? 'reembolsado' : 'porReembolsar';
  return { amount: fromCents(amountCents), charged, refunded, due: 0, state };
}
