/** The cart page's own labels (components/checkout); the spec's texts stay in cart, checkout and coupon. */
export const cartPageMessages = {
  summary: 'RESUMEN DEL PEDIDO',
  products: 'PRODUCTOS',
  deliveryCost: 'COSTO DE ENTREGA',
  couponLabel: 'CUPON DE DESCUENTO',
  deliveryPending: 'Se calcula al hacer el pedido',
  previewNote: 'Los importes son una estimación: el pedido se calcula de nuevo al confirmarlo.',
  store: (name: string) => `TIENDA: ${name}`,
  unitPrice: (usd: string) => `Precio unitario: ${usd}`,
  size: (size: string) => `Talla: ${size}`,
  deliveryTime: (label: string) => `Tiempo de entrega aprox.: ${label}`,
  lineLess: (name: string) => `Quitar uno de ${name}`,
  lineMore: (name: string) => `Añadir uno de ${name}`,
  lineRemove: (name: string) => `Eliminar ${name} del carrito`,
  editDate: (name: string) => `Cambiar fecha de entrega de ${name}`,
  airWaybillPoints: (points: number) => `Descuento por ${points} puntos`,
  walletBalance: (usd: string) => `Saldo del monedero: ${usd}`,
} as const;
