/** The recipient's tracking page (/seguimiento) and the delivery code. */
export const trackingMessages = {
  title: (orderNumber: number) => `Seguimiento del pedido #${orderNumber}`,
  ogDescription: (status: string, municipality: string) => `Estado: ${status} · Entrega en ${municipality}`,
  forAddressee: (name: string) => `Para ${name}`,
  expected: (range: string) => `Entrega prevista: ${range}`,
  delivered: (date: string) => `Entregado el ${date}`,
  code: 'CÓDIGO DE ENTREGA', codeHint: 'Dígaselo al mensajero solo cuando tenga el pedido en la mano.',
  share: 'Compartir por WhatsApp', copyLink: 'COPIAR ENLACE', linkCopied: 'Enlace de seguimiento copiado.',
  shareMessage: (name: string, orderNumber: number, url: string, code: string) =>
    `Hola ${name}, te envié un pedido (#${orderNumber}). Puedes seguirlo aquí: ${url} . Cuando llegue, dale al mensajero este código de entrega: ${code}`,
  invalidLink: 'Este enlace de seguimiento no es válido.',
  enterCode: 'Código de entrega (4 dígitos)', confirmDelivery: 'CONFIRMAR ENTREGA', deliveredOk: 'Pedido entregado correctamente.',
  codeWrong: (left: number) => `Código incorrecto. Le quedan ${left} ${left === 1 ? 'intento' : 'intentos'}.`,
  codeLocked: 'Demasiados códigos incorrectos: la entrega con código está bloqueada. Avise a un administrador.',
  notDeliverable: 'Este pedido no está en camino: no se puede entregar ahora.',
  courierSection: 'ENTREGA Y COBRO',
} as const;
