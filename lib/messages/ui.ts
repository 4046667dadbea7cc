/** Generic widget labels (components/ui). */
export const uiMessages = {
  close: 'Cerrar',
  loading: 'Cargando...',
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  /** Accessible name of one box of a code row. */
  codeBox: (i: number, n: number) => `Casilla ${i} de ${n}`,
} as const;
