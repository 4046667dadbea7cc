export const deliveryMessages = {
  calendar: 'CALENDARIO',
  fast: '72 Horas',
  bySea: '60-90 DIAS',
  byAir: '25-40 DIAS',
  hours: (n: number) => `${n} ${n === 1 ? 'hora' : 'horas'}`,
  days: (n: number) => `${n} ${n === 1 ? 'día' : 'días'}`,
  weeks: (n: number) => `${n} ${n === 1 ? 'semana' : 'semanas'}`,
} as const;
