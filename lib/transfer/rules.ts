import { orderStatusMessages } from '../messages/order-status';

/*
 * Payment by transfer (OnlineTransfer), pure: the order stays Solicitado while its transfer moves
 * through its own states, kept apart from the order's statuses (docs/DECISIONS.md, decision 33):
 * esperandoComprobante → porVerificar (a receipt sent) → confirmado (Solicitado → Confirmado, paid),
 * or → rechazado (with a reason) → porVerificar again. Unpaid past its deadline, or cancelled by its
 * buyer, the order is cancelled and its stock returns. No clock here: `now` is passed in.
 */

export const TRANSFER_STATES = ['esperandoComprobante', 'porVerificar', 'rechazado', 'confirmado'] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

/** Hours a transfer order waits for its payment (its receipt) before it is cancelled and its stock returns. */
export const TRANSFER_PAY_WITHIN_HOURS = 48;
/** Hours a buyer has at least, after a receipt is rejected, to send another. */
export const TRANSFER_RESEND_HOURS = 24;
/** Receipts one order may receive (each rejected one asks for another): a bound on the files one buyer stores. */
export const TRANSFER_RECEIPTS_MAX = 5;
/**
 * Days the receipts of a cancelled (or expired) unpaid transfer order are kept after the cancel, for
 * questions about it; then their files are deleted (lib/transfer/receipt-purge.ts). A paid order's
 * receipts are its payment record and are kept.
 */
export const TRANSFER_RECEIPTS_KEEP_DAYS = 30;
/** The transfer details buyers see (Zelle address, bank account, holder), in characters. */
export const TRANSFER_DETAILS_MIN = 10;
export const TRANSFER_DETAILS_MAX = 600;
/** A rejection's reason, shown to the buyer. */
export const TRANSFER_REASON_MIN = 3;
export const TRANSFER_REASON_MAX = 300;

const HOUR_MS = 3600_000;
/** While unpaid, the states in which the buyer is to act: send a receipt, or cancel. */
const BUYER_TURN: readonly string[] = ['esperandoComprobante', 'rechazado'];
export const BUYER_TURN_STATES = BUYER_TURN as readonly TransferState[];

/** The order facts the transfer rules read. */
export type TransferFacts = {
  paymentType?: string | null;
  currentStatus?: string | null;
  paymentStatus?: string | null;
  user?: { _id?: unknown } | null;
  transfer?: { state?: string | null; payBy?: Date | string | null; uploads?: number | null } | null;
};

/** The deadline of a new transfer order: TRANSFER_PAY_WITHIN_HOURS after it was placed. */
export function transferPayBy(placedAt: Date): Date {
  return new Date(placedAt.getTime() + TRANSFER_PAY_WITHIN_HOURS * HOUR_MS);
}

/** The deadline once a receipt is rejected: the old one, or TRANSFER_RESEND_HOURS from now if that is later. */
export function payByAfterRejection(payBy: Date | string | null | undefined, now: Date): Date {
  const resend = now.getTime() + TRANSFER_RESEND_HOURS * HOUR_MS;
  const current = payBy ? new Date(payBy).getTime() : 0;
  return new Date(Math.max(current, resend));
}

/** True for a transfer order still Solicitado and unpaid (it owes its transfer). */
export function transferOwed(order: TransferFacts): boolean {
  return (
    order.paymentType === 'OnlineTransfer' &&
    order.currentStatus === orderStatusMessages.requested &&
    order.paymentStatus === 'pendiente' &&
    Boolean(order.transfer?.state) &&
    order.transfer?.state !== 'confirmado'
  );
}

export type UploadRefusal = 'notYours' | 'notTransfer' | 'notAwaitingReceipt' | 'tooManyReceipts';

/**
 * Why `viewerId` may not send a receipt for `order`, or null when they may: only its buyer (anyone
 * else is told it is not theirs), only a transfer order still
 * owed and waiting for the buyer (no receipt yet, or the last one rejected), at most
 * TRANSFER_RECEIPTS_MAX receipts.
 */
export function receiptRefusal(order: TransferFacts, viewerId: string): UploadRefusal | null {
  if (String(order.user?._id) !== viewerId) return 'notYours';
  if (order.paymentType !== 'OnlineTransfer') return 'notTransfer';
  if (!transferOwed(order) || !BUYER_TURN.includes(order.transfer?.state ?? '')) return 'notAwaitingReceipt';
  if ((order.transfer?.uploads ?? 0) >= TRANSFER_RECEIPTS_MAX) return 'tooManyReceipts';
  return null;
}

/** True when a super admin may confirm or reject the order's receipt: one is waiting, the order still Solicitado. */
export function underReview(order: TransferFacts): boolean {
  return transferOwed(order) && order.transfer?.state === 'porVerificar';
}

/** True when the buyer may cancel the order themself: their transfer order, owed, with no receipt under review. */
export function buyerMayCancel(order: TransferFacts, viewerId: string): boolean {
  return String(order.user?._id) === viewerId && transferOwed(order) && BUYER_TURN.includes(order.transfer?.state ?? '');
}

/** True when the order is past its deadline with the buyer still to pay: the expiry job cancels it. */
export function transferExpired(order: TransferFacts, now: Date): boolean {
  const payBy = order.transfer?.payBy;
  return transferOwed(order) && BUYER_TURN.includes(order.transfer?.state ?? '') && Boolean(payBy) && new Date(payBy!).getTime() <= now.getTime();
}

/** True while a transfer order may not be moved to Confirmado by a status change: its payment is confirmed through its receipt. */
export function confirmNeedsReceipt(order: TransferFacts): boolean {
  return transferOwed(order);
}
