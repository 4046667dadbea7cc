/** Conversations with the store (/conversations): one per order and one for general support. */
export const conversationsMessages = {
  title: 'CONVERSACIONES', support: 'SOPORTE DE IMPORTA', startSupport: 'ESCRIBIR A SOPORTE',
  empty: 'NO TIENE CONVERSACIONES', emptyHint: 'Pregunte por un pedido desde MIS PEDIDOS o escriba a soporte.',
  list: 'Lista de conversaciones', history: 'Historial de mensajes', older: 'VER ANTERIORES',
  unread: (n: number) => (n === 1 ? '1 mensaje sin leer' : `${n} mensajes sin leer`),
  you: 'Usted', store: 'Importa', noMessages: 'Todavía no hay mensajes. Escriba su pregunta.',
  messageLabel: 'Mensaje', placeholder: 'Escriba su mensaje', send: 'ENVIAR', sending: 'Enviando mensaje',
  charsLeft: (n: number) => `Quedan ${n} caracteres`,
  textRequired: 'Escriba un mensaje.',
  textTooLong: (max: number) => `El mensaje no puede tener más de ${max} caracteres.`,
  tooFast: 'Está enviando mensajes muy seguido. Espere un momento e inténtelo de nuevo.',
  sendFailed: 'No se pudo enviar el mensaje. Revise su conexión a Internet.',
  openFailed: 'No se pudo abrir la conversación. Revise su conexión a Internet.',
  mark: 'Conversaciones', markNew: 'Conversaciones: hay mensajes nuevos', newBadge: 'NUEVO',
  whatsapp: '¿Prefiere WhatsApp?',
} as const;
