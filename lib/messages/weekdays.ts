/**
 * The days of the week, indexed like Date#getDay() (0 is Sunday). Apart from calendar.ts (which
 * shows them as `weekdays`): lib/format.ts names a delivery slot's day with them, and it is in every
 * page's first load, where the date picker's other texts are not wanted.
 */
export const WEEKDAYS = ['DOMINGO', 'LUNES', 'MARTES', 'MIÉRCOLES', 'JUEVES', 'VIERNES', 'SÁBADO'] as const;
