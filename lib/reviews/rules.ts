import { orderStatusMessages } from '../messages/order-status';
import { trackStatusMessages } from '../messages/track-status';

/*
 * Who may review, edit, answer and what the counters gain: pure, `now` passed in. Only the buyer
 * of a delivered line rates its product, once per product and order (a unique index backs it).
 */

/** Days a review stays editable by its author after it was written. */
export const REVIEW_EDIT_DAYS = 30;
/** Longest comment and seller answer, in characters. */
export const REVIEW_TEXT_MAX = 1000;
/** Longest reason a super admin gives to hide a review. */
export const HIDE_REASON_MAX = 300;
/** Reviews a product page shows (the newest). */
export const REVIEWS_SHOWN = 20;

type Line = { product?: unknown; seller?: unknown; trackStatus?: { currentStatus?: string | null } | null; replacementFor?: unknown };
type OrderFacts = { user?: { _id?: unknown } | null; currentStatus?: string | null; lines?: readonly Line[] | null };

/** Why a review is refused, as an error code of lib/errors.ts. */
export type ReviewRefusal = 'reviewNotBuyer' | 'reviewOwnProduct' | 'reviewNotDelivered';

/** True when the line reached its buyer: its own status says Entregado, or the whole order did (and the line was not marked undelivered). */
export function isLineDelivered(order: OrderFacts, line: Line): boolean {
  const lineStatus = line.trackStatus?.currentStatus ?? '';
  if (lineStatus === trackStatusMessages.delivered) return true;
  // A claim's replacement line is delivered only by its own status (lib/orders/status.ts shownLineStatus).
  if (line.replacementFor) return false;
  return order.currentStatus === orderStatusMessages.delivered && lineStatus !== trackStatusMessages.notDelivered;
}

/**
 * Why `viewerId` may not review `productId` in `order`, or null when they may: only the order's
 * buyer, never the seller of that product (a seller buying their own goods), and only once a line
 * of that product is delivered.
 */
export function reviewRefusal(viewerId: string, order: OrderFacts, productId: string): ReviewRefusal | null {
  if (String(order.user?._id) !== viewerId) return 'reviewNotBuyer';
  const lines = (order.lines ?? []).filter((line) => String(line.product) === productId);
  if (lines.length === 0) return 'reviewNotBuyer';
  if (lines.some((line) => String(line.seller) === viewerId)) return 'reviewOwnProduct';
  return lines.some((line) => isLineDelivered(order, line)) ? null : 'reviewNotDelivered';
}

/** The last moment a review written at `createdAt` may be edited. */
export function editableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REVIEW_EDIT_DAYS * 24 * 3600 * 1000);
}

/** Why the author may not edit the review now, or null: theirs, not hidden, within REVIEW_EDIT_DAYS. */
export function editRefusal(
  viewerId: string,
  review: { buyer: unknown; createdAt: Date; hidden?: boolean | null },
  now: Date,
): 'forbidden' | 'reviewEditClosed' | null {
  if (String(review.buyer) !== viewerId) return 'forbidden';
  if (review.hidden || now.getTime() > editableUntil(review.createdAt).getTime()) return 'reviewEditClosed';
  return null;
}

/** The answers of one review, as the counters add them. */
export type Scores = { rating: number; asDescribed: boolean; onTime: boolean };

/**
 * What the product's and seller's counters gain when a review goes from `before` to `after`
 * (null: none, as when it is written or hidden): added with one atomic $inc each.
 */
export function counterChange(before: Scores | null, after: Scores | null): { count: number; sum: number; asDescribed: number; onTime: number } {
  const of = (s: Scores | null) =>
    s ? { count: 1, sum: s.rating, asDescribed: Number(s.asDescribed), onTime: Number(s.onTime) } : { count: 0, sum: 0, asDescribed: 0, onTime: 0 };
  const a = of(after);
  const b = of(before);
  return { count: a.count - b.count, sum: a.sum - b.sum, asDescribed: a.asDescribed - b.asDescribed, onTime: a.onTime - b.onTime };
}

/** The average of `count` ratings summing `sum`, to one decimal; 0 without ratings. */
export function averageRating(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}

/** A share as a whole percentage; 0 of 0 is 0. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}
