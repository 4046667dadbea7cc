/** Data-saver mode: light pages without images until tapped (decision 7.1). */
export const dataSaverMessages = {
  switchLabel: 'Modo ahorro de datos',
  on: 'Ahorro de datos activado',
  off: 'Ahorro de datos desactivado',
  weight: (kb: string) => `Esta página pesa ${kb} KB`,
  showImage: 'VER IMAGEN',
  imageOf: (name: string) => `Imagen de ${name}`,
  turnOff: 'DESACTIVAR AHORRO DE DATOS',
  light: 'Versión ligera de Importa',
  newest: 'ÚLTIMOS PRODUCTOS',
  more: 'MÁS PRODUCTOS',
  previous: 'ANTERIORES',
  noProducts: 'No hay productos que mostrar.',
} as const;
