import { fastDelivery, free } from './shared';

export const cartMessages = {
  empty: 'Carrito Vacío',
  loading: 'Cargando Carrito...',
  notAvailable: '(NO DISPONIBLE)',
  free,
  notDelivering: 'NO ENTREGA EN SU PROVINCIA',
  selectAddress: 'SELECCIONE DIRECCION',
  freeAbove: (usd: string) => `(COMPRA SUPERIOR A ${usd} USD ENTREGA GRATIS)`,
  available: (n: number) => `DISPONIBLE: ${n}`,
  maxCount: (n: number) => `Este producto tiene un máximo de ${n} por pedido. Haga su pedido actual para poder añadir más de este producto a un nuevo pedido.`,
  groupFast: fastDelivery,
  groupImport: 'IMPORTACION',
  groupStore: 'TIENDA',
  airWaybill: 'GUIA AEREA',
  wallet: 'MONEDERO',
  total: 'TOTAL',
  couponDiscount: 'DESCUENTO CUPON',
  updateFailed: 'No se pudo actualizar el carrito. Revise su conexión a internet.',
} as const;
