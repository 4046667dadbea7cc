import { messages } from '../messages';
import { formatUsd } from '../money';
import type { Mail } from './transport';

const orderMailMessages = messages.orderMail;

/** The order fields the notification e-mails mention. */
export type MailOrder = { orderNumber: number; total: number; currentStatus: string };

/** The confirmation e-mail of a new order: its number, the total to pay and a link to it. */
export function orderCreatedMail(to: string, order: MailOrder, link: string): Mail {
  const text = [messages.mail.greeting, '', orderMailMessages.createdText(order.orderNumber), orderMailMessages.total(formatUsd(order.total)), '', orderMailMessages.link(link)].join('\n');
  return { to, subject: orderMailMessages.createdSubject(order.orderNumber), text };
}

/** The e-mail telling the buyer an order changed status. */
export function orderStatusMail(to: string, order: MailOrder, link: string): Mail {
  const text = [messages.mail.greeting, '', orderMailMessages.statusText(order.orderNumber, order.currentStatus), '', orderMailMessages.link(link)].join('\n');
  return { to, subject: orderMailMessages.statusSubject(order.orderNumber, order.currentStatus), text };
}
