/** The delivery fee of the buyer's municipality on cards, product page and cart (components/delivery-quote). */
export const deliveryQuoteMessages = {
  municipality: 'Municipio de entrega', anyMunicipality: 'Sin municipio (elegir después)',
  fee: (municipality: string, fee: string) => `Entrega en ${municipality}: ${fee}`,
  notDelivering: (municipality: string) => `No entrega en ${municipality}`,
} as const;
