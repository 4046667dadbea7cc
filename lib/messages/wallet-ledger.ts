/** The wallet ledger (MI CUENTA and /users/{id} for super admins). */
export const walletLedgerMessages = {
  title: 'MOVIMIENTOS DEL MONEDERO',
  empty: 'Todavía no hay movimientos en el monedero.',
  kinds: {
    opening: 'Saldo inicial',
    orderPayment: 'Pago de pedido',
    orderRollback: 'Devolución de un pedido que no se pudo hacer',
    cancelRefund: 'Reembolso de pedido cancelado',
    adjustment: 'Ajuste de la tienda',
    claimRefund: 'Reembolso por reclamación',
  },
  order: (orderNumber: number) => `Pedido #${orderNumber}`,
  date: 'Fecha del movimiento',
  concept: 'Concepto',
  amount: 'Importe',
  balanceAfter: 'Saldo',
  shown: (shown: number, total: number) => `Últimos ${shown} de ${total} movimientos`,
  unbalanced: 'El saldo no coincide con la suma de los movimientos: revise este monedero.',
} as const;
