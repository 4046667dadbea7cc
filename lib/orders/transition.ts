import { can, type Viewer } from '../auth/roles';
import { AppError } from '../errors';
import { orderStatusMessages } from '../messages/order-status';
import { PAYMENT_OBSERVATION_MAX, TRANSITIONS, type OrderStatus } from './status';

/*
 * The server's check of a status change, apart from lib/orders/status.ts: that module's rules are read
 * by the orders screens in the browser, and the errors this one throws carry every message of the store.
 */

export type TransitionContext = {
  viewer: Viewer;
  /** True when every line of the order is fast delivery. */
  allFast: boolean;
  paymentObservation?: string | null;
};

/**
 * Throws AppError unless `viewer` may move an order from `from` to `to`: forward moves from the
 * table need orders:advance (Solicitado→Confirmado also a payment observation of 1–200 characters,
 * Confirmado→Recibido an all-fast order); any status but Cancelado may go to Cancelado with orders:cancel.
 */
export function assertTransition(from: OrderStatus, to: OrderStatus, context: TransitionContext): void {
  if (to === orderStatusMessages.cancelled) {
    if (!can(context.viewer, 'orders:cancel')) throw new AppError('forbidden');
    if (from === orderStatusMessages.cancelled) throw new AppError('invalidTransition');
    return;
  }
  if (!can(context.viewer, 'orders:advance')) throw new AppError('forbidden');
  const move = TRANSITIONS.find((m) => m.from === from && m.to === to);
  if (!move || (move.needsAllFast && !context.allFast)) throw new AppError('invalidTransition');
  if (move.needsPaymentObservation) {
    const note = context.paymentObservation?.trim() ?? '';
    if (!note) throw new AppError('paymentObservationRequired');
    if (note.length > PAYMENT_OBSERVATION_MAX) throw new AppError('paymentObservationTooLong', { count: PAYMENT_OBSERVATION_MAX });
  }
}
