import { orderStatusMessages } from './order-status';

/** Line tracking statuses; four share their text with the order statuses. */
export const trackStatusMessages = {
  checking: 'Chequeando Disponibilidad',
  available: 'Disponible',
  notDelivered: 'No Entregado',
  confirmed: orderStatusMessages.confirmed,
  sent: orderStatusMessages.sent,
  received: orderStatusMessages.received,
  delivered: orderStatusMessages.delivered,
} as const;
