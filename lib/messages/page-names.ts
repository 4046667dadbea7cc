/** The names in 'Cargando Página de …' (screensMessages.loadingPage) of lazily loaded pages. */
export const pageNamesMessages = {
  user: 'Perfil de Usuario',
  orders: 'Mis Pedidos',
  account: 'Mi Cuenta',
  cart: 'Mi Carrito',
  favorites: 'Favoritos',
  sellDashboard: 'Ventas',
  myProducts: 'Mis Anuncios',
  createListing: 'Nuevo Anuncio',
  editListing: 'Editar Anuncio',
  delivers: 'Entregas',
  admin: 'Administración',
  conversations: 'Mis Conversaciones',
  vitals: 'Rendimiento',
} as const;
