import '#server-only';
import { afterAnswer } from '../after-answer';
import { formatDateTime } from '../format';
import type { Mail } from '../mail/transport';
import { messages } from '../messages';
import { mailBuyer, orderPageUrl, settle } from '../orders/notify';
import { pushToUser } from '../push/web-push';
import { ADMINS_ROOM, SOCKET_EVENTS } from '../realtime/events';
import { emitToRoom, emitToUser } from '../realtime/server';
import type { LeanOrder } from '@/models/Order';

const t = messages.transfer;

/** The e-mail telling the buyer their receipt was rejected: the reason, what to do and by when (Havana time). */
export function receiptRejectedMail(to: string, orderNumber: number, reason: string, payBy: Date | null, link: string): Mail {
  const text = [
    messages.mail.greeting,
    '',
    t.rejectedText(orderNumber, reason),
    t.rejectedWhatNow(formatDateTime(payBy)),
    '',
    messages.orderMail.link(link),
  ].join('\n');
  return { to, subject: t.rejectedSubject(orderNumber), text };
}

/**
 * After a super admin rejected the buyer's receipt: a socket event to the buyer at once (an open
 * order page reloads and shows the reason), then web push and e-mail after the answer, so the
 * rejection never waits on (or fails with) the SMTP server or a push service.
 */
export function notifyReceiptRejected(order: LeanOrder, reason: string): void {
  const userId = String(order.user?._id);
  const orderId = String(order._id);
  const link = orderPageUrl(userId, orderId);
  const payBy = order.transfer?.payBy ? new Date(order.transfer.payBy) : null;
  void settle('receiptRejected', [
    async () => emitToUser(userId, SOCKET_EVENTS.orderUpdated, { orderId, orderNumber: order.orderNumber, currentStatus: order.currentStatus ?? '' }),
  ]);
  afterAnswer('receiptRejected', () =>
    settle('receiptRejected', [
      () => pushToUser(userId, { title: t.rejectedSubject(order.orderNumber), body: t.rejectedWhatNow(formatDateTime(payBy)), url: link }),
      () => mailBuyer(userId, (to) => receiptRejectedMail(to, order.orderNumber, reason, payBy, link)),
    ]),
  );
}

/**
 * After a buyer sent a receipt: a socket event to the admins' room, so an open /adminTransfers
 * reloads its queue. Admins get no push for new orders either (lib/orders/notify.ts), so none here.
 */
export function notifyReceiptSent(order: Pick<LeanOrder, '_id' | 'orderNumber'>): void {
  void settle('receiptSent', [
    async () => emitToRoom(ADMINS_ROOM, SOCKET_EVENTS.transferReceiptSent, { orderId: String(order._id), orderNumber: order.orderNumber }),
  ]);
}
