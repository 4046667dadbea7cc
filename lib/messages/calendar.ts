import { WEEKDAYS } from './weekdays';

export const calendarMessages = {
  missing: 'Debe Seleccionar Fecha y Hora de Entrega',
  invalidDate: 'Fecha Incorrecta',
  shortNotice: (n: number) => `Si la entrega es hoy debe tener al menos ${n} horas de antelación.`,
  timeWindow: (from: string, to: string) => `La hora debe estar entre las ${from} y las ${to}`,
  /** Indexed like Date#getDay(): 0 is Sunday. */
  weekdays: WEEKDAYS,
  changeTitle: 'CAMBIAR FECHA/HORA ENTREGA',
  saved: 'Fecha/Hora Entrega Cambiado Correctamente',
} as const;
