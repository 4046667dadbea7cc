export const deliversMessages = {
  empty: 'NO TIENE ENTREGAS',
  emptyHint: 'Cuando le compren un producto aparecerá aquí.',
  ofSeller: (name: string) => `ENTREGAS DE ${name}`,
  order: (n: number) => `PEDIDO #${n}`,
  buyer: 'Comprador',
  addressee: 'Entregar a',
  quantity: (n: number) => `Cantidad: ${n}`,
  status: 'Estado de entrega',
  note: 'Nota para el comprador',
  updated: 'Estado de entrega actualizado.',
  deliveryDate: (text: string) => `Entrega: ${text}`,
  filter: 'Filtrar por estado',
} as const;
