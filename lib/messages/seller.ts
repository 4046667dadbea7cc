/** Seller area: /myproducts, the listing form, image upload and /delivers. */
export const sellerMessages = {
  newListing: 'NUEVO ANUNCIO',
  editListing: 'EDITAR ANUNCIO',
  noListings: 'Todavía no tiene anuncios publicados.',
  noListingsHint: 'Pulse VENDER para publicar su primer anuncio.',
  loadMore: 'VER MÁS',
  salesChart: 'VENTAS POR MES',
  profits: 'GANANCIAS',
  noSales: 'Todavía no tiene ventas.',
  units: (n: number) => `${n} ${n === 1 ? 'unidad' : 'unidades'}`,
  /** What /selldashboard and /delivers both count (decision 20). */
  countedOrders: (n: number) => `${n} ${n === 1 ? 'pedido' : 'pedidos'}, sin contar los cancelados`,
  monthBar: (month: string, units: number, income: string) => `${month}: ${units} vendidos, ${income}`,
  stock: (n: number) => `Disponibles: ${n}`,
  hiddenListings: 'ANUNCIOS OCULTOS POR LA ADMINISTRACIÓN',
  hiddenHint: 'Los compradores no ven estos anuncios. Escriba a la administración si cree que es un error.',
} as const;
