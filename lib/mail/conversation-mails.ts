import { messages } from '../messages';
import type { Mail } from './transport';

const conversationMailMessages = messages.conversationMail;

/** What the new-message e-mail says: who wrote (the store, or the buyer by name), about which order, and the text. */
export type MailMessage = { orderNumber: number | null; fromStore: boolean; buyerName: string; text: string };

/**
 * The e-mail for someone away when a conversation gets a new message. Plain text only: the message is
 * what a person typed, so it is never put into HTML; the subject holds no typed text (header safety).
 */
export function newMessageMail(to: string, message: MailMessage, link: string): Mail {
  const subject = message.orderNumber === null ? conversationMailMessages.subject : conversationMailMessages.subjectOrder(message.orderNumber);
  const from = message.fromStore ? conversationMailMessages.fromStore : conversationMailMessages.fromBuyer(message.buyerName);
  const text = [messages.mail.greeting, '', from, '', message.text, '', conversationMailMessages.link(link)].join('\n');
  return { to, subject, text };
}
