/** /adminVitals: field Core Web Vitals (75th percentile) per page and per day. */
export const vitalsMessages = {
  intro: (days: number, samples: number) =>
    `Percentil 75 de las métricas medidas en los navegadores de los clientes, últimos ${days} días (${samples} muestras).`,
  caption: 'Core Web Vitals por página y día (percentil 75)',
  page: 'Página',
  day: 'Día',
  samples: (n: number) => `${n} muestras`,
  none: 'Todavía no hay mediciones de los navegadores.',
  good: 'bueno',
  needsImprovement: 'mejorable',
  poor: 'malo',
} as const;
