import { orderStatusMessages } from '../messages/order-status';
import { toCents } from '../money';
import { isLineDelivered } from '../reviews/rules';
import type { LeanOrder, LeanOrderLine } from '@/models/Order';

/*
 * Claims that end in a refund (pure, `now` passed in): who may open one, until when, and what a
 * resolution may refund. Only the buyer of a delivered line claims, within CLAIM_WINDOW_DAYS of
 * its delivery; the refunds of every claim on a line never add up to more than was paid for it.
 * The database backs both with guarded writes (lib/claims/service.ts).
 */

/** What went wrong with the line. */
export const CLAIM_REASONS = ['missing', 'damaged', 'notAsDescribed', 'wrongItem'] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];

/** How a super admin resolves a claim. */
export const RESOLUTION_KINDS = ['wallet', 'card', 'replacement', 'refused'] as const;
export type ResolutionKind = (typeof RESOLUTION_KINDS)[number];

/** open → resolving (one resolver took it) → resolved; resolving goes back to open when its step fails. */
export const CLAIM_STATUSES = ['open', 'resolving', 'resolved'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Days after delivery a buyer may open a claim. */
export const CLAIM_WINDOW_DAYS = 7;
/** Longest description, in characters. */
export const CLAIM_TEXT_MAX = 1000;
/** Photos a claim carries at most. */
export const CLAIM_PHOTOS_MAX = 3;
/** Longest reason of a refusal. */
export const REFUSAL_REASON_MAX = 300;

const DAY_MS = 24 * 3600 * 1000;

/** An order line as the claim rules read it. */
export type ClaimLine = {
  _id?: unknown;
  product?: unknown;
  seller?: unknown;
  price?: number | null;
  importCost?: number | null;
  count?: number | null;
  couponDiscount?: number | null;
  trackStatus?: { currentStatus?: string | null } | null;
  deliveredAt?: Date | string | null;
  refundedCents?: number | null;
  replacementFor?: unknown;
};

/** An order as the claim rules read it. */
export type ClaimOrder = {
  user?: { _id?: unknown } | null;
  currentStatus?: string | null;
  currentStatusDate?: Date | string | null;
  statuses?: readonly { status?: string | null; date?: Date | string | null }[] | null;
  delivery?: { deliveredAt?: Date | string | null } | null;
  lines?: readonly ClaimLine[] | null;
  paymentType?: string | null;
  payment?: { paidAt?: Date | string | null } | null;
};

/** What the buyer paid for the line, in integer US cents: units × (price + import cost) − coupon discount. */
export function linePaidCents(line: ClaimLine): number {
  const count = line.count ?? 0;
  return Math.max(0, count * (toCents(line.price ?? 0) + toCents(line.importCost ?? 0)) - toCents(line.couponDiscount ?? 0));
}

/** What claims may still refund on the line, in cents: what was paid less what earlier claims refunded. */
export function refundableCents(line: ClaimLine): number {
  return Math.max(0, linePaidCents(line) - (line.refundedCents ?? 0));
}

const asDate = (value: Date | string | null | undefined): Date | null => (value ? new Date(value) : null);

/**
 * When the line reached its buyer, or null when it has not (or nobody recorded when): the line's
 * own delivery (its seller set it Entregado), else the courier's delivery of the order, else the
 * order's Entregado entry in its history.
 */
export function deliveredAtOf(order: ClaimOrder, line: ClaimLine): Date | null {
  if (!isLineDelivered(order, line)) return null;
  const own = asDate(line.deliveredAt);
  if (own) return own;
  if (order.currentStatus !== orderStatusMessages.delivered) return null;
  const entry = [...(order.statuses ?? [])].reverse().find((s) => s.status === orderStatusMessages.delivered);
  return asDate(order.delivery?.deliveredAt) ?? asDate(entry?.date) ?? asDate(order.currentStatusDate);
}

/** The last moment a claim may be opened on a line delivered at `deliveredAt`. */
export function claimDeadline(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + CLAIM_WINDOW_DAYS * DAY_MS);
}

/** Why a claim is refused, as an error code of lib/errors.ts. */
export type ClaimRefusal = 'notFound' | 'claimNotBuyer' | 'claimOwnProduct' | 'claimNotDelivered' | 'claimWindowClosed' | 'claimFullyRefunded';

/**
 * Why `viewerId` may not open a claim on the line `lineId` of `order` now, or null when they may:
 * only the order's buyer, never the seller of that line, once the line is delivered and for
 * CLAIM_WINDOW_DAYS after, while something is left to refund (a line paid nothing, such as a
 * replacement, may still be claimed: it can be replaced again or refused).
 */
export function claimRefusal(viewerId: string, order: ClaimOrder, lineId: string, now: Date): ClaimRefusal | null {
  if (String(order.user?._id) !== viewerId) return 'claimNotBuyer';
  const line = (order.lines ?? []).find((l) => String(l._id) === lineId);
  if (!line) return 'notFound';
  if (String(line.seller) === viewerId) return 'claimOwnProduct';
  const deliveredAt = deliveredAtOf(order, line);
  if (!deliveredAt) return isLineDelivered(order, line) ? 'claimWindowClosed' : 'claimNotDelivered';
  if (now.getTime() > claimDeadline(deliveredAt).getTime()) return 'claimWindowClosed';
  if ((line.refundedCents ?? 0) > 0 && refundableCents(line) === 0) return 'claimFullyRefunded';
  return null;
}

/** True when the order was paid by card through Stripe, so a claim may refund to the card. */
export function paidByCard(order: ClaimOrder): boolean {
  return order.paymentType === 'OnlineStripe' && Boolean(order.payment?.paidAt);
}

/** Why a resolution is refused, as an error code of lib/errors.ts. */
export type ResolutionRefusal = 'claimAlreadyResolved' | 'claimRefundTooLarge' | 'claimNotCardOrder' | 'claimAmountInvalid';

/**
 * Why this resolution may not be applied, or null: a claim is resolved once; a refund is a whole
 * number of cents above 0 and at most what the line has left to refund; a card refund only for an
 * order paid by card.
 */
export function resolutionRefusal(
  claim: { status?: string | null },
  kind: ResolutionKind,
  amountCents: number,
  order: ClaimOrder,
  line: ClaimLine,
): ResolutionRefusal | null {
  if (claim.status !== 'open') return 'claimAlreadyResolved';
  if (kind !== 'wallet' && kind !== 'card') return null;
  if (!Number.isInteger(amountCents) || amountCents <= 0) return 'claimAmountInvalid';
  if (amountCents > refundableCents(line)) return 'claimRefundTooLarge';
  if (kind === 'card' && !paidByCard(order)) return 'claimNotCardOrder';
  return null;
}

/** The key that makes one claim at a time per line: held by the open claim in a unique index, released on resolution. */
export function openSlotOf(orderId: string, lineId: string): string {
  return `${orderId}:${lineId}`;
}

/** The share of lines claimed, as a whole percentage; 0 of 0 is 0. */
export function claimRatePercent(claimedLines: number, lines: number): number {
  return lines > 0 ? Math.round((claimedLines / lines) * 100) : 0;
}

/** What a claim records of the order line it is about: the service and the demo seed write the same. */
export function claimedLineOf(order: LeanOrder, line: LeanOrderLine) {
  return { order: order._id, orderNumber: order.orderNumber, line: line._id, product: line.product, productName: line.name, seller: line.seller };
}
