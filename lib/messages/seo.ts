export const seoMessages = {
  title: 'Importa: productos importados con entrega en Cuba',
  /** A page's tab title: its name, then the store's. */
  pageTitle: (name: string) => `${name} | Importa`,
  description:
    'Compre productos importados en USD con entrega en Cuba: electrodomésticos, celulares, ropa, alimentos y más. Entrega inmediata o por importación.',
  search: (phrase: string) => `Resultados de «${phrase}»`,
  distributor: (name: string) => `${name}: productos importados con entrega en Cuba`,
  legal: 'Términos de venta de productos importados con entrega en Cuba.',
  privacy: 'Cómo Importa recoge, usa y protege sus datos personales.',
  help: 'Entregas, formas de pago, cupones, puntos, devoluciones y contacto con soporte.',
} as const;
