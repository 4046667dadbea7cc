const paymentFailed = 'NO SE PUDO PROCESAR PAGO, REVISE SU CONEXION A INTERNET E INTENTELO DE NUEVO.';

export const paymentMessages = {
  OnlineStripe: 'Pago en línea con tarjeta',
  OnlineTransfer: 'Transferencia en línea',
  OnDelivery: 'Efectivo al recibir',
  OnRequest: 'Pago por adelantado',
  selectOne: 'SELECCIONE UNO',
  unknown: 'Desconocido',
  failed: paymentFailed,
  /** The same text on a single order: lower case, no final stop (docs/contract/buying.md §8). */
  failedInline: paymentFailed.toLowerCase().replace(/\.$/, ''),
  success: (n: number) => `PAGO EXITOSO DE PEDIDO #${n}, INICIANDO PROCESO DE ENTREGA`,
  cardDisabled: 'El pago con tarjeta no está disponible en este momento.',
  notPayable: 'Este pedido no se puede pagar en línea.',
  currencyUnavailable: 'No se puede pagar en esa moneda en este momento.',
  webhookInvalid: 'Firma de Stripe no válida.',
  /** The card payment's line item (Stripe Checkout page). */
  checkoutItem: (orderNumber: number) => `Pedido #${orderNumber} en Importa`,
} as const;
