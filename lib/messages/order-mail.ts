import { deliversMessages } from './delivers';

/** Order notifications: e-mail (lib/mail/order-mails.ts) and web push (lib/push). */
export const orderMailMessages = {
  createdSubject: (orderNumber: number) => `Pedido #${orderNumber} recibido`,
  createdText: (orderNumber: number) => `Hemos recibido su pedido #${orderNumber}. Le avisaremos cada vez que cambie de estado.`,
  statusSubject: (orderNumber: number, status: string) => `Pedido #${orderNumber}: ${status}`,
  statusText: (orderNumber: number, status: string) => `Su pedido #${orderNumber} pasó al estado ${status}.`,
  total: (amount: string) => `Total a pagar: ${amount}`,
  link: (url: string) => `Puede ver su pedido en ${url}`,
  /** A calendar line's agreed slot, as the order and /delivers write it. */
  slot: (name: string, slot: string) => `${name} · ${deliversMessages.deliveryDate(slot)}`,
} as const;
