import { free } from './shared';

/** The delivery fee of the buyer's municipality on cards, product page and cart (components/delivery-quote). */
export const deliveryQuoteMessages = {
  municipality: 'Municipio de entrega',
  free,
  anyMunicipality: 'Sin municipio (elegir después)',
  fee: (municipality: string, fee: string) => `Entrega en ${municipality}: ${fee}`,
  notDelivering: (municipality: string) => `No entrega en ${municipality}`,
  /** After the store's own rule (checkout.regionNotServed), at the province picker and the cart's address. */
  browseOnly: 'Puede ver los productos de esa provincia, pero aún no hacer pedidos con entrega allí.',
} as const;
