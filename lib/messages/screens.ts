export const screensMessages = {
  noResults: 'NO ENCONTRAMOS RESULTADOS :(',
  noResultsHint: 'Intente de nuevo con otra palabra o frase, o cambie el filtro.',
  noConnection: 'Parece que tienes problemas de conexión :(',
  noConnectionHint: 'Asegúrate de estar conectado a Internet.',
  accessDenied: 'No tiene acceso a esta página :(',
  accessDeniedHint: 'Inicie sesión para poder acceder.',
  /** The catalogue is being loaded after a restart (lib/catalog/warming.ts): answered 503 with Retry-After. */
  catalogWarming: 'Estamos preparando el catálogo: volvemos en unos segundos.',
  catalogWarmingHint: 'La página se volverá a cargar sola.',
  /** Placeholder of a lazily loaded page. */
  loadingPage: (page: string) => `Cargando Página de ${page}...`,
  favoritesTitle: 'FAVORITOS',
  noFavorites: 'No tienes anuncios favoritos :(',
  noFavoritesHint: 'Cuando elijas anuncios favoritos aparecerán aquí.',
  noOtherAds: 'No tiene otros anuncios publicados :(',
  noDistributorProducts: 'Esta tienda todavía no tiene anuncios publicados.',
} as const;
