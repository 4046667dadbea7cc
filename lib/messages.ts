/**
 * Every Spanish text of the store, grouped by area. The quoted texts of the spec are copied
 * character for character (accents and typos included); interpolations are functions.
 * Import from here; never retype a Spanish string elsewhere (tests and e2e included).
 */

import { legalDocument } from './content/legal';
import { privacyDocument } from './content/privacy';
import { helpFaq } from './content/help';

const paymentFailed = 'NO SE PUDO PROCESAR PAGO, REVISE SU CONEXION A INTERNET E INTENTELO DE NUEVO.';
const fastDelivery = 'ENTREGA INMEDIATA';
const orderStatus = {
  requested: 'Solicitado', confirmed: 'Confirmado', packed: 'Embalado', sent: 'Enviado',
  received: 'Recibido', delivered: 'Entregado', cancelled: 'Cancelado',
} as const;

export const messages = {
  common: {
    all: 'Todos', accept: 'ACEPTAR', add: 'AGREGAR', edit: 'EDITAR', buy: 'COMPRAR',
    back: 'Atrás', next: 'Siguiente', confirm: 'Confirmar', readMore: 'LEER MAS', readLess: 'LEER MENOS',
    /** Pager label 'Pág: x/y'. */
    page: (page: number, pages: number) => `Pág: ${page}/${pages}`,
    /** Pager range 'a-b/total'. */
    range: (from: number, to: number, total: number) => `${from}-${to}/${total}`,
  },
  server: {
    internal: 'Ocurrió un error inesperado. Inténtelo de nuevo.',
    validation: 'Datos no válidos.',
    unauthenticated: 'Debe iniciar sesión para realizar esta accion.',
    forbidden: 'No tiene permiso para realizar esta acción.',
    notFound: 'No se encontró lo que busca.',
    rateLimited: 'Demasiados intentos. Espere unos minutos e inténtelo de nuevo.',
    passwordTooLong: 'La contraseña no puede tener más de 72 bytes.',
    unavailable: 'El servicio no está disponible en este momento. Inténtelo de nuevo en unos minutos.',
    codeExpired: 'El código ha caducado. Solicite uno nuevo.',
    conflict: 'Los datos cambiaron mientras se guardaban. Inténtelo de nuevo.',
  },
  screens: {
    noResults: 'NO ENCONTRAMOS RESULTADOS :(',
    noResultsHint: 'Intente de nuevo con otra palabra o frase, o cambie el filtro.',
    noConnection: 'Parece que tienes problemas de conexión :(',
    noConnectionHint: 'Asegúrate de estar conectado a Internet.',
    accessDenied: 'No tiene acceso a esta página :(',
    accessDeniedHint: 'Inicie sesión para poder acceder.',
    /** Placeholder of a lazily loaded page. */
    loadingPage: (page: string) => `Cargando Página de ${page}...`,
    favoritesTitle: 'FAVORITOS',
    noFavorites: 'No tienes anuncios favoritos :(',
    noFavoritesHint: 'Cuando elijas anuncios favoritos aparecerán aquí.',
    noOtherAds: 'No tiene otros anuncios publicados :(',
    noDistributorProducts: 'Esta tienda todavía no tiene anuncios publicados.',
  },
  home: {
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
    bannerCta: 'VER PRODUCTOS', brands: 'MARCAS QUE ENCUENTRA EN IMPORTA', stores: 'Tiendas importadoras',
  },
  menu: {
    myAccount: 'MI CUENTA', logIn: 'INICIAR SESION', myCart: 'MI CARRITO', myAds: 'MIS ANUNCIOS', myDeliveries: 'MIS ENTREGAS',
    manageOrders: 'ADMINISTRAR PEDIDOS', myOrders: 'MIS PEDIDOS', legal: 'INFORMACION LEGAL', help: 'CONTACTAR Y AYUDA',
    faq: 'PREGUNTAS FRECUENTES', customsGazette: 'GACETA OFICIAL DE ADUANA', logOut: 'CERRAR SESION', sell: 'VENDE', sellFab: 'Vende',
    adminUsers: 'USUARIOS', adminProducts: 'ANUNCIOS', adminCategories: 'CATEGORIAS', adminDistributors: 'DISTRIBUIDORES',
    finances: 'FINANZAS', currencyExchange: 'CAMBIO DE MONEDA', exchangeHistory: 'HISTORIAL DE CAMBIO',
  },
  product: {
    soldOut: 'AGOTADO', promoted: 'PROMOCIONADO', possibleDiscount: 'POSIBLE DESCUENTO', fastDelivery,
    importByAir: 'IMPORTACION AEREA', importBySea: 'IMPORTACION MARITIMA',
    deleteTitle: 'Eliminar Producto', deleteQuestion: 'Seguro desea eliminar el anuncio:', deleted: 'Se eliminó el anuncio.',
    availabilityUpdated: 'Disponibilidad actualizada correctamente.',
    actionFailed: 'No se pudo completar la acción. Revise su conexión a Internet.',
    tags: 'Etiquetas', price: 'Precio', delivery: 'Entrega', points: (n: number) => `${n} puntos`,
    importCost: (usd: string) => `Incluye ${usd} de costo de importación`,
    seller: (name: string) => `Ver la tienda ${name}`, share: 'COMPARTIR', linkCopied: 'Enlace copiado.',
    available: 'DISPONIBLE', delete: 'ELIMINAR', cancel: 'CANCELAR', description: 'Descripción',
  },
  addToCart: {
    maxCount: (n: number) =>
      `Este producto tiene un máximo de ${n} por pedido. Vaya al carrito para realizar su pedido y poder añadir más de este producto a un nuevo pedido.`,
    availableCount: (n: number) => `Solo tenemos ${n} unidades disponibles de este producto.`,
    sizeColorCount: (n: number) => `Solo tenemos ${n} unidades disponibles de este producto en esa talla y color.`,
    notAvailable: 'Este producto no está disponible en este momento.',
    added: 'Producto añadido al carrito',
    addButton: 'AÑADIR AL CARRITO', quantity: 'Cantidad', less: 'Quitar uno', more: 'Añadir uno',
    size: 'Talla', color: 'Color', colorOption: (color: string) => `Color ${color}`,
    date: 'Fecha de entrega', hour: 'Hora', minutes: 'Minutos', ampm: 'AM o PM',
    inCart: (n: number) => `${n} en el carrito`,
    failed:
      'No se pudo añadir el producto al carrito. Revise su conexión a internet. Si el problema persiste puede añadir el producto a favoritos para añadirlo al carrito más tarde.',
  },
  calendar: {
    missing: 'Debe Seleccionar Fecha y Hora de Entrega',
    invalidDate: 'Fecha Incorrecta',
    shortNotice: (n: number) => `Si la entrega es hoy debe tener al menos ${n} horas de antelación.`,
    timeWindow: (from: string, to: string) => `La hora debe estar entre las ${from} y las ${to}`,
    /** Indexed like Date#getDay(): 0 is Sunday. */
    weekdays: ['DOMINGO', 'LUNES', 'MARTES', 'MIÉRCOLES', 'JUEVES', 'VIERNES', 'SÁBADO'],
    changeTitle: 'CAMBIAR FECHA/HORA ENTREGA',
    saved: 'Fecha/Hora Entrega Cambiado Correctamente',
  },
  delivery: {
    calendar: 'CALENDARIO', fast: '72 Horas', bySea: '60-90 DIAS', byAir: '25-40 DIAS',
    hours: (n: number) => `${n} ${n === 1 ? 'hora' : 'horas'}`,
    days: (n: number) => `${n} ${n === 1 ? 'día' : 'días'}`,
    weeks: (n: number) => `${n} ${n === 1 ? 'semana' : 'semanas'}`,
  },
  address: {
    name: 'Debe poner el nombre y los apellidos.',
    address: 'Debe poner una dirección.',
    region: 'Debe poner una Provincia.',
    municipality: 'Debe poner un Municipio.',
    phoneRequired: 'Debe poner un # de Teléfono.',
    phoneInvalid: 'Debe poner un número válido.',
    ciRequired: 'Debe poner un # de Carnet de Identidad.',
    ciInvalid: 'Debe poner un número de 11 dígitos.',
    modalTitle: 'DIRECCION DE ENTREGA', changeTitle: 'CAMBIAR DIRECCION DE ENTREGA', isDefault: '(Predeterminada)',
    addFailed: 'NO SE PUDO AGREGAR LA DIRECCION. REVISE SU CONEXION A INTERNET',
    added: 'SE HA AGREGADO LA DIRECCION CORRECTAMENTE',
  },
  login: {
    userRequired: 'Debe poner un nombre de usuario o correo.',
    passwordRequired: 'Debe poner una contraseña.',
    unknownUser: 'Nombre de usuario o correo incorrecto.',
    wrongPassword: 'Contraseña incorrecta.',
    failed: 'No se pudo iniciar sesión. Revise su conexión a Internet.',
    success: 'Se inició sesión correctamente.',
  },
  register: {
    emailRequired: 'Debe poner un correo electrónico.',
    emailInvalid: 'Debe poner un correo electrónico válido.',
    nameRequired: 'Debe poner su(s) nombre(s).',
    lastNameRequired: 'Debe poner sus apellidos.',
    phoneRequired: 'Debe poner un telefono.',
    phoneInvalid: 'Debe poner un telefono valido.',
    passwordRequired: 'Debe poner una contraseña nueva.',
    passwordTooShort: 'La contraseña debe tener al menos 6 caracteres.',
    confirmationRequired: 'Debe poner la confirmación.',
    confirmationMismatch: 'La confirmación y la contraseña deben coincidir.',
    codeRequired: 'Debe poner el código.',
    alreadyRegistered: 'Este correo ya esta registrado en la plataforma',
    badEmail: 'Correo incorrecto, por favor verifique.',
    usernameInUse: 'Nombre de usuario en uso.',
    emailInUse: 'Correo en uso.',
    codeMismatch: 'El código de confirmación no coincide con el enviado a su correo',
    failed: 'No se pudo registrar el usuario. Revise su conexión a Internet.',
    success: 'Usuario registrado correctamente. Iniciando sesión...',
    /** The region every new account starts with. */
    unknownRegion: 'Desconocida',
  },
  recover: {
    emailRequired: 'Debe poner un correo.',
    confirmationRequired: 'Debe poner una confirmación.',
    confirmationMismatch: 'La contraseña y la confirmación no coinciden.',
    unknownEmail: 'Este correo no pertenece a ningún usuario registrado.',
    sendFailed: 'No se pudo enviar el codigo a este correo, verifique que su correo sea correcto.',
    connectionFailed: 'Verifique su conexión a Internet.',
    codeMismatch: 'Su código no coincide con el enviado a su correo.',
    resendFailed: 'No se pudo reenviar codigo. Verifique su conexión a internet.',
    resent:
      'Código Reenviado Correctamente. Verifique su correo. Si no lo recibe escriba un mensaje a nuestro soporte via correo o whatsap',
    success: 'Contraseña cambiada corectamente. Inicie sesión con su nueva contraseña.',
  },
  profile: { updating: 'Actualizando perfil de usuario', loaded: 'Perfil obtenido correctamente' },
  /** Generic widget labels (components/ui). */
  ui: {
    close: 'Cerrar', loading: 'Cargando...', showPassword: 'Mostrar contraseña', hidePassword: 'Ocultar contraseña',
    /** Accessible name of one box of a code row. */
    codeBox: (i: number, n: number) => `Casilla ${i} de ${n}`,
  },
  /** Form field labels shared by the auth dialog, the address form and the account page. */
  fields: {
    userOrEmail: 'Usuario o correo', email: 'Correo electrónico', password: 'Contraseña', newPassword: 'Contraseña nueva',
    confirmation: 'Confirmación de la contraseña', name: 'Nombre(s)', lastName: 'Apellidos', fullName: 'Nombre y apellidos',
    dialCode: 'Código de país', phone: 'Teléfono', address: 'Dirección', province: 'Provincia', ci: 'Carnet de identidad',
    code: 'Código de confirmación',
  },
  auth: {
    register: 'REGISTRARSE', recoverTitle: 'RECUPERAR CONTRASEÑA', forgotPassword: '¿Olvidó su contraseña?',
    toRegister: '¿No tiene cuenta? Regístrese', toLogin: '¿Ya tiene cuenta? Inicie sesión',
    codeSent: (email: string) => `Escriba el código de 4 dígitos que enviamos a ${email}.`,
    resendCode: 'Reenviar código', termsIntro: 'Al registrarse acepta la', termsJoin: 'y la',
    legalLink: 'Información Legal', privacyLink: 'Política de Privacidad',
    recoverEmailHint: 'Escriba el correo de su cuenta y le enviaremos un código.',
    recoverPasswordHint: 'Escriba su nueva contraseña.',
  },
  /** Top bar widgets' accessible names. */
  nav: {
    userMenu: 'Menú de usuario',
    cart: (n: number) => `Mi carrito: ${n} ${n === 1 ? 'producto' : 'productos'}`,
    province: (region: string) => `Provincia de entrega: ${region}`,
  },
  favorites: { add: 'Añadir a favoritos', remove: 'Quitar de favoritos' },
  account: {
    profile: 'DATOS PERSONALES', points: 'PUNTOS', couponCode: 'SU CÓDIGO DE DESCUENTO',
    couponHint: 'Compártalo: quien compre con su código obtiene hasta 5% de descuento por producto.',
    copy: 'COPIAR', copied: 'Código copiado',
    addresses: 'DIRECCIONES DE ENTREGA', noAddresses: 'Todavía no tiene direcciones de entrega.',
  },
  /** E-mails with a 4-digit code (lib/mail/templates.ts); the code stays in the body, never in headers. */
  mail: {
    registerSubject: 'Código de confirmación de su registro en Importa',
    recoverSubject: 'Código para cambiar su contraseña en Importa',
    greeting: 'Hola:',
    registerCode: (code: string) => `Su código de confirmación es ${code}. Escríbalo en la página para terminar su registro.`,
    recoverCode: (code: string) => `Su código para cambiar la contraseña es ${code}. Escríbalo en la página para continuar.`,
    expiry: (minutes: number) => `El código caduca en ${minutes} minutos y solo puede usarse una vez.`,
    notRequested: 'Si usted no lo pidió, ignore este correo: nadie podrá usarlo sin acceso a su correo.',
  },
  cart: {
    empty: 'Carrito Vacío', loading: 'Cargando Carrito...', notAvailable: '(NO DISPONIBLE)',
    free: 'GRATIS', notDelivering: 'NO ENTREGA EN SU PROVINCIA', selectAddress: 'SELECCIONE DIRECCION',
    freeAbove: (usd: string) => `(COMPRA SUPERIOR A ${usd} USD ENTREGA GRATIS)`,
    available: (n: number) => `DISPONIBLE: ${n}`,
    maxCount: (n: number) =>
      `Este producto tiene un máximo de ${n} por pedido. Haga su pedido actual para poder añadir más de este producto a un nuevo pedido.`,
    groupFast: fastDelivery, groupImport: 'IMPORTACION', groupStore: 'TIENDA',
    airWaybill: 'GUIA AEREA', wallet: 'MONEDERO', total: 'TOTAL', couponDiscount: 'DESCUENTO CUPON',
    updateFailed: 'No se pudo actualizar el carrito. Revise su conexión a internet.',
  },
  checkout: {
    placeOrder: 'HACER PEDIDO', confirmOrder: 'CONFIRMAR PEDIDO', confirming: 'CONFIRMANDO',
    creatingOrder: 'Creando Pedido', orderCreated: 'PEDIDO CREADO',
    redirectStripe: 'REDIRECCIONANDO A STRIPE PARA PAGAR PEDIDO', redirectOrders: 'REDIRECCIONANDO A PAGINA DE PEDIDOS',
    paymentMethod: 'METODO DE PAGO', currency: 'MONEDA', useWallet: 'USAR MONEDERO',
    noAddress: 'Debe seleccionar una direccion de entrega',
    noPaymentMethod: 'Debe seleccionar un METODO DE PAGO',
    noPaymentMethodTooltip: 'DEBE SELECCIONAR UN METODO DE PAGO',
    noCurrency: 'Debe seleccionar una Moneda',
    noCurrencyTooltip: 'DEBE SELECCIONAR UNA MONEDA',
    regionNotServed: 'Por el momento solo se hacen entregas en La Habana...',
    sellerNotDeliveringProvince: 'Tiene productos que la tienda no entrega en su provincia',
    emptyCart: 'Carrito vacio, añada algún producto a su carrito para poder hacer un pedido!',
    createFailed: 'No se pudo crear el pedido. Revise su conexión a Internet.',
    stockFailed:
      'No se pudo crear pedido, hay uno o varios productos que no presentan la disponibilidad que usted solicita. Revise el carrito y elimine o reduzca la cantidad del producto o productos que tienen NO DISPONIBLE en rojo.',
  },
  coupon: {
    verifying: 'VERIFICANDO CUPON, ESPERE POR FAVOR', applied: 'CUPON APLICADO',
    invalid: 'CUPON INCORRECTO', own: 'NO PUEDE USAR SU PROPIO CUPON',
  },
  payment: {
    OnlineStripe: 'Pago en línea con tarjeta', OnlineTransfer: 'Transferencia en línea', OnDelivery: 'Efectivo al recibir',
    OnRequest: 'Pago por adelantado', selectOne: 'SELECCIONE UNO', unknown: 'Desconocido',
    failed: paymentFailed,
    /** The same text on a single order: lower case, no final stop (buying.md §8). */
    failedInline: paymentFailed.toLowerCase().replace(/\.$/, ''),
    success: (n: number) => `PAGO EXITOSO DE PEDIDO #${n}, INICIANDO PROCESO DE ENTREGA`,
    cardDisabled: 'El pago con tarjeta no está disponible en este momento.',
    notPayable: 'Este pedido no se puede pagar en línea.',
    currencyUnavailable: 'No se puede pagar en esa moneda en este momento.',
    webhookInvalid: 'Firma de Stripe no válida.',
    /** The card payment's line item (Stripe Checkout page). */
    checkoutItem: (orderNumber: number) => `Pedido #${orderNumber} en Importa`,
  },
  /** Order notifications: e-mail (lib/mail/order-mails.ts) and web push (lib/push). */
  orderMail: {
    createdSubject: (orderNumber: number) => `Pedido #${orderNumber} recibido`,
    createdText: (orderNumber: number) => `Hemos recibido su pedido #${orderNumber}. Le avisaremos cada vez que cambie de estado.`,
    statusSubject: (orderNumber: number, status: string) => `Pedido #${orderNumber}: ${status}`,
    statusText: (orderNumber: number, status: string) => `Su pedido #${orderNumber} pasó al estado ${status}.`,
    total: (amount: string) => `Total a pagar: ${amount}`,
    link: (url: string) => `Puede ver su pedido en ${url}`,
  },
  orderStatus,
  /** Line tracking statuses; four share their text with the order statuses. */
  trackStatus: {
    checking: 'Chequeando Disponibilidad', available: 'Disponible', notDelivered: 'No Entregado',
    confirmed: orderStatus.confirmed, sent: orderStatus.sent, received: orderStatus.received, delivered: orderStatus.delivered,
  },
  orders: {
    allOrders: 'TODOS LOS PEDIDOS',
    inStatus: (status: string) => `EN ESTADO ${status}`,
    ofUser: (name: string) => `PEDIDOS DE ${name}`,
    orderOfUser: (orderNumber: number, name: string) => `PEDIDO #${orderNumber} DE ${name}`,
    empty: 'NO TIENE PEDIDOS', emptyHint: 'CUANDO HAGA UN PEDIDO APARECERA AQUI :)',
    pendingPayment: 'PEDIDOS PENDIENTES DE PAGO', editAddress: 'EDITAR DIRECCION DE ENTREGA',
    advanceQuestion: 'Seguro desea pasar la orden al estado',
    forbidden: 'NO TIENE ACCESO A ESTOS PEDIDOS.',
    loadFailed: 'NO SE PUDO CARGAR. REVISE SU CONEXION A INTERNET.',
    paymentObservationRequired: 'Debe poner una Observacion de Pago',
    paymentObservationTooLong: (max: number) => `La observación de pago no puede tener más de ${max} caracteres.`,
    invalidTransition: 'La orden no puede pasar a ese estado.',
    houseGuideRequired: 'Debe introducir una Guía House válida.',
    houseGuideNotNumber: 'La Guía House debe ser un número.',
    statusChanged: 'Estado cambiado correctamente.', statusChangeFailed: 'No se pudo cambiar el estado. Revise su conexión a Internet.',
    edited: 'Orden Editada correctamente.', deleted: 'Se eliminó la orden.',
    deleteFailed: 'No se pudo eliminar orden. Revise su conexión a Internet.',
    warnUnchecked: 'Hay productos esperando a chequear Disponibilidad o no disponibles.',
    warnFastUndelivered: 'Hay productos de entrega rapida que no se han entregado.',
    warnImportUndelivered: 'Hay productos de importacion que que no se han entregado en el almacen.',
    paymentProblemChat: (orderNumber: number) => `Hola, tengo un problema con el pago del pedido #${orderNumber}.`,
    questionChat: (link: string) => `Hola, tengo una duda sobre este pedido: ${link}`,
  },
  /** Shell of every page: top bar, footer, bottom tab bar, help button. */
  layout: {
    skipToContent: 'Saltar al contenido', home: 'Importa: ir al inicio', mainNav: 'Navegación principal',
    searchLabel: 'Buscar productos', searchPlaceholder: 'Buscar en Importa', searchSubmit: 'Buscar',
    filters: 'FILTROS', categories: 'BUSCAR POR CATEGORIA', filterMenu: 'Filtros de búsqueda',
    minPrice: 'Precio mínimo (USD)', maxPrice: 'Precio máximo (USD)', minPoints: 'Puntos mínimos', maxPoints: 'Puntos máximos',
    onlyFast: 'Solo entrega inmediata', onlyDiscount: 'Con posible descuento', apply: 'APLICAR', clearFilters: 'QUITAR FILTROS',
    tabBar: 'Navegación inferior', tabHome: 'Inicio', tabHelp: 'Ayuda', tabCart: 'Carrito', tabAccount: 'Cuenta',
    footerTagline: 'Productos importados en USD con entrega en Cuba.', footerNav: 'Información y ayuda',
    rights: (year: number) => `© ${year} Importa. Todos los derechos reservados.`,
    privacy: 'POLITICA DE PRIVACIDAD', supportEmail: 'CORREO DE SOPORTE', followUs: 'SÍGANOS',
    whatsapp: 'Escríbanos por WhatsApp', back: 'Volver', goHome: 'IR AL INICIO', retry: 'REINTENTAR',
  },
  carousel: {
    previous: 'Anterior', slides: 'Diapositivas',
    goTo: (i: number, n: number) => `Diapositiva ${i} de ${n}`,
    pause: 'Pausar', play: 'Reanudar',
  },
  /** The infinite product list. */
  feed: { loading: 'Cargando productos...', loadFailed: 'No se pudieron cargar más productos.' },
  gallery: {
    open: 'Ampliar imagen', previous: 'Imagen anterior', next: 'Imagen siguiente', thumbnails: 'Imágenes del producto',
    image: (name: string, i: number, n: number) => `${name}, imagen ${i} de ${n}`,
  },
  /** Static and error pages. */
  pages: {
    notFound: 'PAGINA NO ENCONTRADA', notFoundHint: 'La dirección no existe o el anuncio ya no está publicado.',
    error: 'Algo salió mal :(', errorHint: 'No pudimos mostrar esta página. Inténtelo de nuevo en unos segundos.',
    productError: 'No se pudo cargar el anuncio.', updated: (date: string) => `Última actualización: ${date}`,
    contactTitle: '¿No encuentra su respuesta?', contactHint: 'Escríbanos y le respondemos lo antes posible, de lunes a sábado de 9:00 AM a 6:00 PM.',
    customsHint: 'Consulte las regulaciones de aduana vigentes en la',
    legal: legalDocument, privacy: privacyDocument, faq: helpFaq,
  },
  seo: {
    title: 'Importa: productos importados con entrega en Cuba',
    description: 'Compre productos importados en USD con entrega en Cuba: electrodomésticos, celulares, ropa, alimentos y más. Entrega inmediata o por importación.',
    search: (phrase: string) => `Resultados de «${phrase}»`,
    distributor: (name: string) => `${name}: productos importados con entrega en Cuba`,
    legal: 'Términos de venta de productos importados con entrega en Cuba.',
    privacy: 'Cómo Importa recoge, usa y protege sus datos personales.',
    help: 'Entregas, formas de pago, cupones, puntos, devoluciones y contacto con soporte.',
  },
  distributor: { products: (name: string) => `ANUNCIOS DE ${name.toUpperCase()}`, logo: (name: string) => `Logo de ${name}` },
  dashboard: {
    sell: 'VENDER', mySales: 'MIS VENTAS', accounting: 'CONTABILIDAD', totalSales: 'VENTAS TOTALES', totalIncome: 'INGRESOS',
    topSold: 'TOP 5 MAS VENDIDOS', topIncome: 'TOP 5 MAS INGRESO',
  },
} as const;

/** Type of the whole catalogue, for code that receives a slice of it. */
export type Messages = typeof messages;
