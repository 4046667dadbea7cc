export const homeMessages = {
  bestSellers: 'LO MAS VENDIDO DE LA SEMANA', collaborations: 'COLABORACIONES', allProducts: 'TODOS LOS PRODUCTOS',
  sameCategory: 'ANUNCIOS DE LA MISMA CATEGORIA', provincePicker: 'SELECCIONE UNA PROVINCIA',
  bannerFastDelivery: 'ENTREGA INMEDIATA EN LA HABANA',
  bannerDiscount: 'HASTA 5% DE DESCUENTO POR PRODUCTO USANDO EL CÓDIGO DE UN USUARIO',
  helpGreeting: 'Hola, tengo una pregunta.',
  /** Visually hidden page heading of the home. */
  title: 'Productos importados con entrega en Cuba',
  results: 'RESULTADOS', regional: (region: string) => `ENTREGA INMEDIATA EN ${region.toUpperCase()}`,
  bannerFastDeliveryHint: 'Productos que ya están en Cuba, en su puerta en pocas horas.',
  bannerDiscountHint: 'Pida a un amigo su cupón de 6 caracteres y escríbalo en el carrito.',
  /** The active filters over the list, each removable (decision 20.3). */
  chips: 'Filtros activos', chipSearch: (phrase: string) => `«${phrase}»`,
  chipMinPrice: (usd: number) => `Desde ${usd} USD`, chipMaxPrice: (usd: number) => `Hasta ${usd} USD`,
  chipMinPoints: (points: number) => `Desde ${points} puntos`, chipMaxPoints: (points: number) => `Hasta ${points} puntos`,
  chipRemove: (label: string) => `Quitar filtro: ${label}`, chipsClear: 'Quitar todos',
  bannerCta: 'VER PRODUCTOS', brands: 'MARCAS QUE ENCUENTRA EN IMPORTA', stores: 'Tiendas importadoras',
} as const;
