/** Order statuses; four line tracking statuses reuse them (track-status.ts). */
export const orderStatusMessages = {
  requested: 'Solicitado',
  confirmed: 'Confirmado',
  packed: 'Embalado',
  sent: 'Enviado',
  received: 'Recibido',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
} as const;
