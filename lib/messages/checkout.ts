export const checkoutMessages = {
  placeOrder: 'HACER PEDIDO', confirmOrder: 'CONFIRMAR PEDIDO', confirming: 'CONFIRMANDO',
  creatingOrder: 'Creando Pedido', orderCreated: 'PEDIDO CREADO',
  redirectStripe: 'REDIRECCIONANDO A STRIPE PARA PAGAR PEDIDO', redirectOrders: 'REDIRECCIONANDO A PAGINA DE PEDIDOS',
  paymentMethod: 'METODO DE PAGO', currency: 'MONEDA', useWallet: 'USAR MONEDERO',
  noAddress: 'Debe seleccionar una direccion de entrega',
  noPaymentMethod: 'Debe seleccionar un METODO DE PAGO',
  noPaymentMethodTooltip: 'DEBE SELECCIONAR UN METODO DE PAGO',
  noCurrency: 'Debe seleccionar una Moneda',
  noCurrencyTooltip: 'DEBE SELECCIONAR UNA MONEDA',
  regionNotServed: 'Por el momento solo se hacen entregas en La Habana...',
  sellerNotDeliveringProvince: 'Tiene productos que la tienda no entrega en su provincia',
  emptyCart: 'Carrito vacio, añada algún producto a su carrito para poder hacer un pedido!',
  createFailed: 'No se pudo crear el pedido. Revise su conexión a Internet.',
  stockFailed:
    'No se pudo crear pedido, hay uno o varios productos que no presentan la disponibilidad que usted solicita. Revise el carrito y elimine o reduzca la cantidad del producto o productos que tienen NO DISPONIBLE en rojo.',
} as const;
