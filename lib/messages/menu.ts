export const menuMessages = {
  myAccount: 'MI CUENTA', logIn: 'INICIAR SESION', myCart: 'MI CARRITO', myAds: 'MIS ANUNCIOS', myDeliveries: 'MIS ENTREGAS',
  manageOrders: 'ADMINISTRAR PEDIDOS', myOrders: 'MIS PEDIDOS', legal: 'INFORMACION LEGAL', help: 'CONTACTAR Y AYUDA',
  faq: 'PREGUNTAS FRECUENTES', customsGazette: 'GACETA OFICIAL DE ADUANA', logOut: 'CERRAR SESION', sell: 'VENDE', sellFab: 'Vende',
  adminUsers: 'USUARIOS', adminProducts: 'ANUNCIOS', adminCategories: 'CATEGORIAS', adminDistributors: 'DISTRIBUIDORES',
  finances: 'FINANZAS', currencyExchange: 'CAMBIO DE MONEDA', exchangeHistory: 'HISTORIAL DE CAMBIO',
  adminZones: 'ZONAS PAUSADAS', adminCash: 'CUADRE DE EFECTIVO',
  adminVitals: 'RENDIMIENTO EN CAMPO',
} as const;
