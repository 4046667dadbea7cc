/** Paused delivery zones (lib/zones, /adminZones). */
export const zonesMessages = {
  pause: 'PAUSAR ZONA',
  resume: 'REANUDAR',
  active: 'PAUSAS ACTIVAS',
  none: 'No hay zonas pausadas.',
  wholeProvince: 'Toda la provincia',
  notice: 'Aviso para los compradores',
  noticeInvalid: 'El aviso debe tener entre 5 y 300 caracteres.',
  duplicate: 'Esa zona ya está pausada.',
  paused: 'Zona pausada correctamente.',
  resumed: 'Zona reanudada correctamente.',
  since: (date: string) => `Desde ${date}`,
  banner: (zone: string, notice: string) => `Pedidos pausados en ${zone}: ${notice}`,
  refusedGeneric: 'Por ahora no se aceptan pedidos para esa zona.',
  refused: (zone: string, notice: string) => `Por ahora no se aceptan pedidos para ${zone}. ${notice}`,
} as const;
