import { can, type Viewer } from '../auth/roles';
import { AppError } from '../errors';
import { commonMessages } from '../messages/common';
import { orderStatusMessages } from '../messages/order-status';
import { paymentMessages } from '../messages/payment';
import { trackStatusMessages } from '../messages/track-status';

const s = orderStatusMessages;
const t = trackStatusMessages;

/** Order statuses in their normal sequence, Cancelado last. */
export const ORDER_STATUSES = [s.requested, s.confirmed, s.packed, s.sent, s.received, s.delivered, s.cancelled] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The orders filter: 'Todos' then the statuses the spec lists (Entregado is not offered). */
export const STATUS_FILTER = [commonMessages.all, s.requested, s.confirmed, s.packed, s.sent, s.received, s.cancelled] as const;
export type StatusFilter = (typeof STATUS_FILTER)[number];

/** Tracking status of one order line, each with its colour. */
export const TRACK_STATUS_COLORS = {
  [t.checking]: '#d97706',
  [t.available]: '#0284c7',
  [t.notDelivered]: '#dc2626',
  [t.confirmed]: '#2563eb',
  [t.sent]: '#7c3aed',
  [t.received]: '#0d9488',
  [t.delivered]: '#16a34a',
} as const;
export type TrackStatus = keyof typeof TRACK_STATUS_COLORS;
export const TRACK_STATUSES = Object.keys(TRACK_STATUS_COLORS) as TrackStatus[];

/** Payment methods; checkout offers only the first two. */
export const PAYMENT_TYPES = ['OnDelivery', 'OnlineStripe', 'OnlineTransfer', 'OnRequest'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const CHECKOUT_PAYMENT_TYPES = ['OnDelivery', 'OnlineStripe'] as const satisfies readonly PaymentType[];
/** The payment dropdown's placeholder value. */
export const PAYMENT_PLACEHOLDER = 'SELECT ONE';
/** The payment observation an order gets back after it is confirmed. */
export const DEFAULT_PAYMENT_OBSERVATION = 'CASH';
export const PAYMENT_OBSERVATION_MAX = 200;

/** True when `value` is one of the order statuses. */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return (ORDER_STATUSES as readonly unknown[]).includes(value);
}

/** True when `value` is one of the payment methods. */
export function isPaymentType(value: unknown): value is PaymentType {
  return (PAYMENT_TYPES as readonly unknown[]).includes(value);
}

/** Spanish label of a payment method; the placeholder and unknown values have their own. */
export function paymentLabel(type: string | null | undefined): string {
  if (isPaymentType(type)) return paymentMessages[type];
  return type === PAYMENT_PLACEHOLDER ? paymentMessages.selectOne : paymentMessages.unknown;
}

/** Colour of a line's tracking status (grey for an unknown one). */
export function trackStatusColor(status: string): string {
  return (TRACK_STATUS_COLORS as Record<string, string>)[status] ?? '#6b7280';
}

type Transition = { from: OrderStatus; to: OrderStatus; needsPaymentObservation?: true; needsAllFast?: true };

/** Forward moves, advanced by an order admin or super admin (buying.md §4). */
const TRANSITIONS: readonly Transition[] = [
  { from: s.requested, to: s.confirmed, needsPaymentObservation: true },
  { from: s.confirmed, to: s.packed },
  { from: s.confirmed, to: s.received, needsAllFast: true },
  { from: s.packed, to: s.sent },
  { from: s.sent, to: s.received },
  { from: s.received, to: s.delivered },
];

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
  if (to === s.cancelled) {
    if (!can(context.viewer, 'orders:cancel')) throw new AppError('forbidden');
    if (from === s.cancelled) throw new AppError('invalidTransition');
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

/** The status an order advances to (Confirmado → Recibido when all lines are fast), or null at the end. */
export function nextStatus(order: { currentStatus: OrderStatus; allFast: boolean }): OrderStatus | null {
  if (order.currentStatus === s.confirmed) return order.allFast ? s.received : s.packed;
  return TRANSITIONS.find((m) => m.from === order.currentStatus)?.to ?? null;
}

/** True when the move from `from` to `to` asks for a payment observation (only Solicitado → Confirmado). */
export function needsPaymentObservation(from: string, to: string): boolean {
  return Boolean(TRANSITIONS.find((m) => m.from === from && m.to === to)?.needsPaymentObservation);
}

/**
 * A line's tracking status as the order shows it: the lines follow a cancelled order (Cancelado)
 * and a delivered one (Entregado, unless the seller marked the line No Entregado); otherwise the
 * status its seller set.
 */
export function shownLineStatus(orderStatus: string, lineStatus: string): string {
  if (orderStatus === s.cancelled) return s.cancelled;
  if (orderStatus === s.delivered && lineStatus !== t.notDelivered) return t.delivered;
  return lineStatus;
}

/** True when the buyer may pay the order online now (OnlineStripe and still Solicitado). */
export function canPayOnline(order: { paymentType: string; currentStatus: string }): boolean {
  return order.paymentType === 'OnlineStripe' && order.currentStatus === s.requested;
}

/** True while the delivery address may still be edited (Solicitado or Confirmado). */
export function canEditAddress(status: string): boolean {
  return status === s.requested || status === s.confirmed;
}
