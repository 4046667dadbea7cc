import { orderStatusMessages } from './order-status';

/** Cash on delivery: payment status, change, reconciliation (lib/cash, /adminCash). */
export const cashMessages = {
  statusLabel: 'Estado del pago',
  /** The stored payment statuses, and the two more the order screens show (lib/orders/balance.ts): a cancelled order owes nothing. */
  statuses: { pendiente: 'Pendiente', pagado: 'Pagado', reembolsado: 'Reembolsado', cancelado: orderStatusMessages.cancelled, porReembolsar: 'Por reembolsar' },
  tendered: '¿Con cuánto paga? (USD)', tenderedHint: 'Déjelo vacío si pagará el importe exacto.',
  tenderedTooLow: (total: string) => `El importe con el que paga debe ser al menos el total del pedido (${total}).`,
  tenderedTooHigh: 'El importe con el que paga es demasiado alto.',
  tenderedInvalid: 'Escriba con cuánto paga en USD, con 2 decimales como máximo.',
  bringChange: (tendered: string, change: string) => `Paga con ${tendered}: llevar ${change} de cambio`,
  exactAmount: 'Paga el importe exacto',
  markReceived: 'MARCAR EFECTIVO RECIBIDO', received: 'Efectivo recibido correctamente.',
  notCash: 'Este pedido no se paga en efectivo o ya está pagado.',
  notConfirmed: 'El efectivo se cobra cuando el pedido ya está confirmado.',
  collectBeforeDelivery: 'Este pedido se paga en efectivo al recibirlo: marque EFECTIVO RECIBIDO antes de darlo por entregado.',
  collectedOnDelivery: (total: string) => `Al confirmar la entrega queda cobrado en efectivo: ${total}.`,
  markRefunded: 'MARCAR REEMBOLSADO', refunded: 'Pago marcado como reembolsado.',
  notRefundable: 'Solo se reembolsa un pedido cancelado que esté pagado.',
  courier: 'Mensajero', orders: 'Pedidos', collected: 'Cobrado (USD)',
  pending: 'Por entregar a caja (USD)', handedOver: 'Entregado a caja (USD)', handOver: 'RECIBIR EFECTIVO',
  handedOverOk: (usd: string) => `Se registró la entrega de ${usd} a caja.`,
  nothingPending: 'Este mensajero no tiene efectivo pendiente.', empty: 'Todavía no se ha cobrado efectivo.',
  cardRefundsTitle: 'Pagos con tarjeta repetidos por reembolsar',
  cardRefundsHint: 'Estos pedidos se pagaron dos veces con tarjeta. Reembolse el segundo pago en Stripe, buscando su sesión.',
  cardRefundOrder: 'Pedido', cardRefundSession: 'Sesión de Stripe', cardRefundAmount: 'Importe cobrado', cardRefundPaidAt: 'Fecha del cobro',
} as const;
