import { messages } from '../messages';
import { formatUsd } from '../money';
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
  const text = [messages.mail.greeting, '', orderMailMessages.createdText(order.orderNumber), orderMailMessages.total(formatUsd(order.total)), ...slotLines(order), '', orderMailMessages.link(link)].join('\n');
  return { to, subject: orderMailMessages.createdSubject(order.orderNumber), text };
}

/** The e-mail telling the buyer an order changed status, with the agreed delivery slots. */
export function orderStatusMail(to: string, order: MailOrder, link: string): Mail {
  const text = [messages.mail.greeting, '', orderMailMessages.statusText(order.orderNumber, order.currentStatus), ...slotLines(order), '', orderMailMessages.link(link)].join('\n');
  return { to, subject: orderMailMessages.statusSubject(order.orderNumber, order.currentStatus), text };
}
