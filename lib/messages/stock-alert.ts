/** Back-in-stock alerts on sold-out products (decision 7.7). */
export const stockAlertMessages = {
  subscribe: 'Avísame cuando vuelva',
  byEmail: 'Por correo',
  byPush: 'Por notificación en este dispositivo',
  channel: 'Cómo avisarle',
  subscribed: 'Le avisaremos una sola vez cuando vuelva a haber existencias.',
  cancel: 'NO AVISARME',
  cancelled: 'Ya no le avisaremos de este producto.',
  loginFirst: 'Inicie sesión para que le avisemos cuando vuelva.',
  notSoldOut: 'Este producto tiene existencias: puede comprarlo ya.',
  pushUnavailable: 'Este navegador no admite notificaciones; le avisaremos por correo.',
  noMunicipality: 'Añada una dirección de entrega en MI CUENTA para saber si el vendedor entrega en su municipio.',
  mailSubject: (name: string) => `Volvió: ${name}`,
  mailBody: (name: string) =>
    `El producto «${name}» vuelve a tener existencias y el vendedor entrega en su municipio. Cómprelo antes de que se agote de nuevo.`,
  pushTitle: 'Volvió a haber existencias',
  open: 'VER EL PRODUCTO',
} as const;
