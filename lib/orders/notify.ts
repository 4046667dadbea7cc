import { afterAnswer } from '../after-answer';
import { env } from '../env';
import { deliveryProofLines, orderCreatedMail, orderStatusMail, type MailOrder } from '../mail/order-mails';
import { sendMail, type Mail } from '../mail/transport';
import { pushToUser } from '../push/web-push';
import { emitToRoom, emitToRooms, emitToUser } from '../realtime/server';
import { ADMINS_ROOM, SOCKET_EVENTS, userRoom } from '../realtime/events';
import { messages } from '../messages';
import { agreedSlots } from './delivery-slots';
import { deliveryProofOf } from '../tracking/delivery-proof';
import { formatDateTime } from '../format';
import { deliveryPhotoPath } from '../tracking/photo-link';
import { User } from '@/models/User';
import type { LeanOrder } from '@/models/Order';

/** The store's public address (PUBLIC_URL, else the local server). */
export function publicUrl(): string {
  const { PUBLIC_URL, PORT } = env();
  return (PUBLIC_URL ?? `http://localhost:${PORT}`).replace(/\/+$/, '');
}

/** The page of one order (docs/contract/buying.md §2 /orders/{userId}/{orderId}). */
export function orderPageUrl(userId: string, orderId: string): string {
  return `${publicUrl()}/orders/${encodeURIComponent(userId)}/${encodeURIComponent(orderId)}`;
}

type Ids = { userId: string; orderId: string; mail: MailOrder };
const idsOf = (order: LeanOrder): Ids => ({
  userId: String(order.user?._id),
  orderId: String(order._id),
  mail: { orderNumber: order.orderNumber, total: order.total ?? 0, currentStatus: order.currentStatus ?? '', slots: agreedSlots(order.lines ?? []) },
});

/** E-mails the buyer `userId` unless they turned e-mail notifications off. */
export async function mailBuyer(userId: string, build: (to: string) => Mail): Promise<void> {
  const user = await User.findById(userId, 'email notificationsEmail').lean();
  if (user?.email && user.notificationsEmail !== false) await sendMail(build(user.email));
}

/** Runs side effects together; a failure is logged, never thrown (the change they report already happened). */
export async function settle(label: string, tasks: (() => Promise<unknown>)[]): Promise<void> {
  const results = await Promise.allSettled(tasks.map((task) => task()));
  for (const r of results) if (r.status === 'rejected') console.error(`[orders] ${label}:`, r.reason);
}

/**
 * Tells every seller with a line in `order` that their deliveries changed (deliveriesChanged in
 * their rooms, once per seller): the /delivers screen reloads its list. No-op without a socket server.
 */
export function notifySellersOfOrder(order: Pick<LeanOrder, '_id' | 'orderNumber' | 'lines'>): void {
  const sellers = [...new Set((order.lines ?? []).map((line) => String(line.seller ?? '')).filter(Boolean))];
  if (sellers.length) emitToRooms(sellers.map(userRoom), SOCKET_EVENTS.deliveriesChanged, { orderId: String(order._id), orderNumber: order.orderNumber });
}

/**
 * After an order is created: socket event to the buyer, the admins and its sellers at once (open
 * pages update before the answer arrives); web push and e-mail to the buyer after the answer
 * (afterAnswer), so placing an order never waits on the SMTP server or a push service. Each
 * failure is logged.
 */
export function notifyOrderCreated(order: LeanOrder): void {
  const { userId, orderId, mail } = idsOf(order);
  const payload = { orderId, orderNumber: mail.orderNumber, currentStatus: mail.currentStatus };
  const link = orderPageUrl(userId, orderId);
  void settle('orderCreated', [
    async () => emitToUser(userId, SOCKET_EVENTS.orderCreated, payload),
    async () => emitToRoom(ADMINS_ROOM, SOCKET_EVENTS.orderCreated, payload),
    async () => notifySellersOfOrder(order),
  ]);
  afterAnswer('orderCreated', () =>
    settle('orderCreated', [
      () =>
        pushToUser(userId, { title: messages.orderMail.createdSubject(mail.orderNumber), body: messages.orderMail.createdText(mail.orderNumber), url: link }),
      () => mailBuyer(userId, (to) => orderCreatedMail(to, mail, link)),
    ]),
  );
}

/**
 * After an order changed status: socket event to the buyer, the admins and its sellers, web push and
 * e-mail to the buyer. An Entregado order's push and e-mail carry its proof (receiver, photo or none).
 */
export async function notifyOrderUpdated(order: LeanOrder): Promise<void> {
  const { userId, orderId, mail } = idsOf(order);
  const payload = { orderId, orderNumber: mail.orderNumber, currentStatus: mail.currentStatus };
  const link = orderPageUrl(userId, orderId);
  const proof = deliveryProofOf(order, deliveryPhotoPath);
  const pushBody = proof
    ? messages.tracking.pushProof(mail.orderNumber, proof.receiverName, Boolean(proof.photoPath))
    : messages.orderMail.statusText(mail.orderNumber, mail.currentStatus);
  const details = proof ? deliveryProofLines(proof, publicUrl(), formatDateTime) : [];
  await settle('orderUpdated', [
    async () => emitToUser(userId, SOCKET_EVENTS.orderUpdated, payload),
    async () => emitToRoom(ADMINS_ROOM, SOCKET_EVENTS.orderUpdated, payload),
    async () => notifySellersOfOrder(order),
    () => pushToUser(userId, { title: messages.orderMail.statusSubject(mail.orderNumber, mail.currentStatus), body: pushBody, url: link }),
    () => mailBuyer(userId, (to) => orderStatusMail(to, mail, link, details)),
  ]);
}
