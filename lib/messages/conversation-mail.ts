export const conversationMailMessages = {
  subject: 'Tiene un mensaje nuevo en Importa',
  subjectOrder: (orderNumber: number) => `Mensaje nuevo sobre el pedido #${orderNumber}`,
  fromStore: 'Importa le escribió:',
  fromBuyer: (name: string) => `${name} escribió:`,
  link: (url: string) => `Puede leer y responder en ${url}`,
} as const;
