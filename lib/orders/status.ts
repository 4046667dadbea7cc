import { commonMessages } from '../messages/common';
import { ordersPageMessages } from '../messages/orders-page';
import { orderStatusMessages } from '../messages/order-status';
import { paymentMessages } from '../messages/payment';
import { trackStatusMessages } from '../messages/track-status';

/** Order statuses in their normal sequence, Cancelado last. */
export const ORDER_STATUSES = [
  orderStatusMessages.requested,
  orderStatusMessages.confirmed,
  orderStatusMessages.packed,
  orderStatusMessages.sent,
  orderStatusMessages.received,
  orderStatusMessages.delivered,
  orderStatusMessages.cancelled,
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The orders filter: 'Todos' then the statuses the spec lists (Entregado is not offered). */
export const STATUS_FILTER = [
  commonMessages.all,
  orderStatusMessages.requested,
  orderStatusMessages.confirmed,
  orderStatusMessages.packed,
  orderStatusMessages.sent,
  orderStatusMessages.received,
  orderStatusMessages.cancelled,
] as const;

/** Tracking status of one order line, each with its colour. */
export const TRACK_STATUS_COLORS = {
  [trackStatusMessages.checking]: '#d97706',
  [trackStatusMessages.available]: '#0284c7',
  [trackStatusMessages.notDelivered]: '#dc2626',
  [trackStatusMessages.confirmed]: '#2563eb',
  [trackStatusMessages.sent]: '#7c3aed',
  [trackStatusMessages.received]: '#0d9488',
  [trackStatusMessages.delivered]: '#16a34a',
} as const;
export type TrackStatus = keyof typeof TRACK_STATUS_COLORS;
export const TRACK_STATUSES = Object.keys(TRACK_STATUS_COLORS) as TrackStatus[];

/** Payment methods; checkout offers the first three (transfer only while a super admin has it on, decision 33). */
export const PAYMENT_TYPES = ['OnDelivery', 'OnlineStripe', 'OnlineTransfer', 'OnRequest'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const CHECKOUT_PAYMENT_TYPES = ['OnDelivery', 'OnlineStripe', 'OnlineTransfer'] as const satisfies readonly PaymentType[];
/** The payment dropdown's placeholder value. */
export const PAYMENT_PLACEHOLDER = 'SELECT ONE';
/** The payment observation an order gets back after it is confirmed. */
export const DEFAULT_PAYMENT_OBSERVATION = 'CASH';
export const PAYMENT_OBSERVATION_MAX = 200;

/** A payment observation as the order shows it: the stored default CASH reads in Spanish, anything an admin wrote as written. */
export function shownPaymentObservation(observation: string): string {
  return observation.trim() === DEFAULT_PAYMENT_OBSERVATION ? ordersPageMessages.defaultPaymentObservation : observation;
}

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

export type Transition = { from: OrderStatus; to: OrderStatus; needsPaymentObservation?: true; needsAllFast?: true };

/** Forward moves, advanced by an order admin or super admin (docs/contract/buying.md §4); the server checks them in lib/orders/transition.ts. */
export const TRANSITIONS: readonly Transition[] = [
  { from: orderStatusMessages.requested, to: orderStatusMessages.confirmed, needsPaymentObservation: true },
  { from: orderStatusMessages.confirmed, to: orderStatusMessages.packed },
  { from: orderStatusMessages.confirmed, to: orderStatusMessages.received, needsAllFast: true },
  { from: orderStatusMessages.packed, to: orderStatusMessages.sent },
  { from: orderStatusMessages.sent, to: orderStatusMessages.received },
  { from: orderStatusMessages.received, to: orderStatusMessages.delivered },
];

/** The status an order advances to (Confirmado → Recibido when all lines are fast), or null at the end. */
export function nextStatus(order: { currentStatus: OrderStatus; allFast: boolean }): OrderStatus | null {
  if (order.currentStatus === orderStatusMessages.confirmed) return order.allFast ? orderStatusMessages.received : orderStatusMessages.packed;
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
export function shownLineStatus(orderStatus: string, lineStatus: string, replacement = false): string {
  if (orderStatus === orderStatusMessages.cancelled) return orderStatusMessages.cancelled;
  // A claim's replacement (lib/claims) is added to a delivered order and travels on its own: its status is its seller's.
  if (replacement) return lineStatus;
  if (orderStatus === orderStatusMessages.delivered && lineStatus !== trackStatusMessages.notDelivered) return trackStatusMessages.delivered;
  return lineStatus;
}

/** True when the buyer may pay the order online now (OnlineStripe and still Solicitado). */
export function canPayOnline(order: { paymentType: string; currentStatus: string }): boolean {
  return order.paymentType === 'OnlineStripe' && order.currentStatus === orderStatusMessages.requested;
}

/** The statuses in which a super admin may still change where an order goes (docs/contract/buying.md §4). */
export const ADDRESS_EDITABLE_STATUSES: readonly OrderStatus[] = [orderStatusMessages.requested, orderStatusMessages.confirmed];

/** True while the delivery address may still be edited (Solicitado or Confirmado). */
export function canEditAddress(status: string): boolean {
  return (ADDRESS_EDITABLE_STATUSES as readonly string[]).includes(status);
}
