/** Shell of every page: top bar, footer, bottom tab bar, help button. */
export const layoutMessages = {
  skipToContent: 'Saltar al contenido', home: 'Importa: ir al inicio', mainNav: 'Navegación principal',
  searchLabel: 'Buscar productos', searchPlaceholder: 'Buscar en Importa', searchSubmit: 'Buscar',
  filters: 'FILTROS', categories: 'BUSCAR POR CATEGORIA', filterMenu: 'Filtros de búsqueda',
  minPrice: 'Precio mínimo (USD)', maxPrice: 'Precio máximo (USD)', minPoints: 'Puntos mínimos', maxPoints: 'Puntos máximos',
  onlyFast: 'Solo entrega inmediata', onlyDiscount: 'Con posible descuento', apply: 'APLICAR', clearFilters: 'QUITAR FILTROS',
  tabBar: 'Navegación inferior', tabHome: 'Inicio', tabHelp: 'Ayuda', tabCart: 'Carrito', tabAccount: 'Cuenta',
  footerTagline: 'Productos importados en USD con entrega en Cuba.', footerNav: 'Información y ayuda',
  rights: (year: number) => `© ${year} Importa. Todos los derechos reservados.`,
  privacy: 'POLITICA DE PRIVACIDAD', supportEmail: 'CORREO DE SOPORTE', followUs: 'SÍGANOS',
  whatsapp: 'Escríbanos por WhatsApp', back: 'Volver', goHome: 'IR AL INICIO', retry: 'REINTENTAR', breadcrumb: 'Ruta de navegación',
} as const;
