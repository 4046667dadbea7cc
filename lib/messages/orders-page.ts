/** The orders page's own labels (components/orders); the spec's texts stay in orders and payment. */
export const ordersPageMessages = {
  status: (status: string) => `ESTADO: ${status}`,
  date: (date: string) => `Fecha: ${date}`,
  paymentType: 'Forma de pago', history: 'HISTORIAL DE ESTADOS', cancelled: 'PRODUCTOS CANCELADOS',
  /** A cancelled order's summary (lib/orders/balance.ts): what it came to, was taken, was given back; nothing due. */
  orderAmount: 'IMPORTE DEL PEDIDO', charged: 'COBRADO', refundedWallet: 'DEVUELTO AL MONEDERO', refundedPoints: 'PUNTOS DEVUELTOS',
  refundedPayment: 'REEMBOLSADO (TARJETA O EFECTIVO)', due: 'POR PAGAR', nothingToPay: 'Nada que pagar',
  houseGuideLabel: 'Guía House', houseGuide: (guide: string) => `Guía House: ${guide}`,
  paymentObservationLabel: 'Observación de pago', paymentObservation: (text: string) => `Observación de pago: ${text}`,
  /** The observation every order starts with (stored as CASH, the original's value), in Spanish. */
  defaultPaymentObservation: 'EFECTIVO',
  conversion: (currency: string, rate: number, amount: string) => `1 USD = ${rate} ${currency} · Total: ${amount} ${currency}`,
  /** What the card payment actually charged (Stripe's amount), in its currency. */
  cardPaid: (amount: string, currency: string) => `Pagado con tarjeta: ${amount} ${currency}`,
  advance: 'CAMBIAR ESTADO', editHouseGuide: 'EDITAR GUÍA HOUSE', cancelOrder: 'CANCELAR PEDIDO',
  cancelQuestion: (orderNumber: number) => `¿Seguro desea cancelar el pedido #${orderNumber}?`,
  payOnline: 'PAGAR EN LÍNEA', ask: 'PREGUNTAR POR ESTE PEDIDO', paymentProblem: 'TENGO UN PROBLEMA CON EL PAGO', print: 'IMPRIMIR',
  askWhatsapp: 'PREGUNTAR POR WHATSAPP',
  statusFilter: 'Estado', orderNumberFilter: 'Número de pedido', userFilter: 'Usuario',
  userFilterHint: (n: number) => `Escriba al menos ${n} letras para buscar.`,
  orderBy: 'Ordenar', newestFirst: 'Más recientes primero', oldestFirst: 'Más antiguos primero',
  previousPage: 'Página anterior', nextPage: 'Página siguiente',
} as const;
