import { buy } from './shared';

export const commonMessages = {
  all: 'Todos',
  accept: 'ACEPTAR',
  add: 'AGREGAR',
  edit: 'EDITAR',
  buy,
  /** A yes in a table cell whose check mark is an icon. */
  yes: 'Sí',
  /** Hide a listing or a review from shoppers (a super admin's action). */
  hide: 'OCULTAR',
  back: 'Atrás',
  next: 'Siguiente',
  confirm: 'Confirmar',
  /** Pager label 'Pág: x/y'. */
  page: (page: number, pages: number) => `Pág: ${page}/${pages}`,
  /** Pager range 'a-b/total'. */
  range: (from: number, to: number, total: number) => `${from}-${to}/${total}`,
} as const;
