/** Static and error pages. */
export const pagesMessages = {
  notFound: 'PAGINA NO ENCONTRADA',
  notFoundHint: 'La dirección no existe o el anuncio ya no está publicado.',
  error: 'Algo salió mal :(',
  errorHint: 'No pudimos mostrar esta página. Inténtelo de nuevo en unos segundos.',
  updated: (date: string) => `Última actualización: ${date}`,
  contactTitle: '¿No encuentra su respuesta?',
  contactHint: 'Escríbanos y le respondemos lo antes posible, de lunes a sábado de 9:00 AM a 6:00 PM.',
  customsHint: 'Consulte las regulaciones de aduana vigentes en la',
} as const;
