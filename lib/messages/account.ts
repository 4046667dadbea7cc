export const accountMessages = {
  profile: 'DATOS PERSONALES', points: 'PUNTOS', couponCode: 'SU CÓDIGO DE DESCUENTO',
  couponHint: 'Compártalo: quien compre con su código obtiene hasta 5% de descuento por producto.',
  copy: 'COPIAR', copied: 'Código copiado',
  addresses: 'DIRECCIONES DE ENTREGA', noAddresses: 'Todavía no tiene direcciones de entrega.',
  sessions: 'SESIONES', logoutEverywhere: 'CERRAR SESIÓN EN TODOS LOS DISPOSITIVOS',
  logoutEverywhereHint: 'Si perdió un teléfono o entró desde un equipo ajeno: cierra todas las sesiones abiertas, también esta.',
  logoutEverywhereConfirm: '¿Cerrar la sesión en todos los dispositivos? Tendrá que volver a entrar.',
  logoutEverywhereRequired: 'Confirme que desea cerrar la sesión en todos los dispositivos.',
  loggedOutEverywhere: 'Se cerró la sesión en todos los dispositivos.',
  loggedOut: 'Se cerró la sesión en este dispositivo.',
  logoutRequired: 'Confirme que desea cerrar la sesión.',
} as const;
