/** What every page may say about the line: a saved copy shown offline, the light pages offered on a slow line, buying from a light page. */
export const connectionMessages = {
  savedCopy: (date: string) => `Copia guardada el ${date}`,
  slowLine: 'Su conexión parece lenta.',
  useLight: 'USAR VERSIÓN LIGERA',
  lightAdded: 'Añadido al carrito.',
  lightHowToBuy: 'Para elegir talla, color o fecha de entrega, abra la versión completa:',
} as const;
