import { fromCents, toCents } from '../money';
import { orderStatusMessages as s } from '../messages/order-status';

/** Payment status of an order, kept apart from its delivery status (decision 7.5). */
export const PAYMENT_STATUSES = ['pendiente', 'pagado', 'reembolsado'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Largest amount a buyer may say they pay with, above the total, in USD (a typo guard, not a rule of the spec). */
export const MAX_CHANGE_USD = 1000;

/** The order fields the payment status is read from. */
export type PaymentFacts = {
  paymentStatus?: string | null;
  paymentType?: string | null;
  currentStatus?: string | null;
  total?: number | null;
  walletPayment?: number | null;
  payment?: { paidAt?: Date | string | null } | null;
  cash?: { receivedAt?: Date | string | null } | null;
  /** Payment by transfer: its state, and when a super admin confirmed its receipt (lib/transfer). */
  transfer?: { state?: string | null; paidAt?: Date | string | null } | null;
  compensation?: { state?: string | null } | null;
};

const CANCELLED = s.cancelled;

/** The status a new order starts with: nothing left to pay (the wallet covered it) is pagado, else pendiente. */
export function initialPaymentStatus(totalUsd: number): PaymentStatus {
  return toCents(totalUsd) <= 0 ? 'pagado' : 'pendiente';
}

/** True once the chosen method's payment was taken: the card (Stripe), the cash (courier) or the transfer (its receipt confirmed). */
export function paidByMethod(order: PaymentFacts): boolean {
  return Boolean(order.payment?.paidAt || order.cash?.receivedAt || order.transfer?.paidAt);
}

/**
 * The payment status of an order. Stored on new orders; an order written before the field existed
 * (or a card payment confirmed by the Stripe webhook, which sets payment.paidAt) is read from its
 * facts: card paid or cash received → pagado; a total of 0 not cancelled (all by wallet) → pagado.
 * A cancelled order paid only from the wallet is reembolsado once its give-backs are done (the
 * wallet was credited); card or cash refunds are marked by an admin.
 */
export function paymentStatusOf(order: PaymentFacts): PaymentStatus {
  if (order.paymentStatus === 'reembolsado') return 'reembolsado';
  const byCardOrCash = paidByMethod(order);
  const cancelled = order.currentStatus === CANCELLED;
  const legacyWalletPaid = !order.paymentStatus && !cancelled && toCents(order.total ?? 0) <= 0;
  const paid = order.paymentStatus === 'pagado' || byCardOrCash || legacyWalletPaid;
  if (!paid) return 'pendiente';
  if (cancelled && !byCardOrCash && order.compensation?.state === 'done') return 'reembolsado';
  return 'pagado';
}

/** Statuses in which a courier may collect the cash: the store has confirmed the order, up to its delivery and after. */
export const CASH_COLLECTABLE_STATUSES = [s.confirmed, s.packed, s.sent, s.received, s.delivered];

/**
 * Why cash cannot be marked received on `order`, or null when it can (decision 19.6): 'notCash'
 * for a card or wallet order, one already paid, or a cancelled one; 'notConfirmed' while the order
 * is still Solicitado, so the payment status follows the order's status machine.
 */
export function cashReceiptRefusal(order: PaymentFacts): 'notCash' | 'notConfirmed' | null {
  if (order.paymentType !== 'OnDelivery' || order.currentStatus === CANCELLED || paymentStatusOf(order) !== 'pendiente') return 'notCash';
  return (CASH_COLLECTABLE_STATUSES as readonly unknown[]).includes(order.currentStatus) ? null : 'notConfirmed';
}

/**
 * True while a cash-on-delivery order still owes its cash: it may not be delivered (Entregado) until
 * the courier marks the cash received, since handing the goods over is when the cash is collected.
 * Otherwise a delivered order would read "Entregado" with "Pendiente" and nobody would know whether
 * the buyer or the courier owes the money.
 */
export function cashOwedAtDelivery(order: PaymentFacts): boolean {
  return order.paymentType === 'OnDelivery' && order.currentStatus !== CANCELLED && paymentStatusOf(order) === 'pendiente';
}

export type TenderedCheck = { ok: true; tendered: number | null } | { ok: false; reason: 'tooLow' | 'tooHigh' | 'invalid' };

/**
 * '¿Con cuánto paga?': empty means the exact amount (null); otherwise a USD amount with at most 2
 * decimals, at least the order total and at most MAX_CHANGE_USD above it.
 */
export function checkTendered(tendered: unknown, totalUsd: number): TenderedCheck {
  if (tendered === undefined || tendered === null || tendered === '') return { ok: true, tendered: null };
  const value = typeof tendered === 'string' ? Number(tendered.replace(',', '.')) : tendered;
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(Math.round(value * 100) - value * 100) > 1e-6) return { ok: false, reason: 'invalid' };
  if (toCents(value) < toCents(totalUsd)) return { ok: false, reason: 'tooLow' };
  if (toCents(value) - toCents(totalUsd) > toCents(MAX_CHANGE_USD)) return { ok: false, reason: 'tooHigh' };
  return { ok: true, tendered: fromCents(toCents(value)) };
}

/** The change the courier brings (USD): tendered minus total, 0 when paying the exact amount. */
export function changeDue(tenderedUsd: number | null | undefined, totalUsd: number): number {
  if (tenderedUsd == null) return 0;
  return fromCents(Math.max(0, toCents(tenderedUsd) - toCents(totalUsd)));
}
