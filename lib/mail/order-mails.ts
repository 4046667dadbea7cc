import { messages } from '../messages';
import { formatUsd } from '../money';
import type { DeliveryProof } from '../tracking/delivery-proof';
import type { Mail } from './transport';

const orderMailMessages = messages.orderMail;

/** The order fields the notification e-mails mention; `slots` are the agreed slots of its calendar lines. */
export type MailOrder = { orderNumber: number; total: number; currentStatus: string; slots: { name: string; slot: string }[] };

/** One line per agreed delivery slot, after an empty line; nothing when the order has none. */
function slotLines(order: MailOrder): string[] {
  return order.slots.length ? ['', ...order.slots.map((s) => orderMailMessages.slot(s.name, s.slot))] : [];
}

/** The confirmation e-mail of a new order: its number, the total to pay, the agreed delivery slots and a link to it. */
export function orderCreatedMail(to: string, order: MailOrder, link: string): Mail {
  const text = [
    messages.mail.greeting,
    '',
    orderMailMessages.createdText(order.orderNumber),
    orderMailMessages.total(formatUsd(order.total)),
    ...slotLines(order),
    '',
    orderMailMessages.link(link),
  ].join('\n');
  return { to, subject: orderMailMessages.createdSubject(order.orderNumber), text };
}

/**
 * The e-mail telling the buyer an order changed status, with the agreed delivery slots; `details` are
 * lines added under the news (the proof of an Entregado order).
 */
export function orderStatusMail(to: string, order: MailOrder, link: string, details: readonly string[] = []): Mail {
  const text = [
    messages.mail.greeting,
    '',
    orderMailMessages.statusText(order.orderNumber, order.currentStatus),
    ...slotLines(order),
    ...details,
    '',
    orderMailMessages.link(link),
  ].join('\n');
  return { to, subject: orderMailMessages.statusSubject(order.orderNumber, order.currentStatus), text };
}

/**
 * The lines an "Entregado" e-mail adds: when and to whom, and the photo's address (absolute, so
 * the mail client opens it), or that it was delivered without a photo.
 */
export function deliveryProofLines(proof: DeliveryProof, baseUrl: string, formatDate: (date: Date) => string): string[] {
  const t = messages.tracking;
  return [
    t.deliveredTo(formatDate(new Date(proof.deliveredAt)), proof.receiverName),
    proof.photoPath ? t.mailPhoto(`${baseUrl}${proof.photoPath}`) : t.noPhoto,
  ];
}
