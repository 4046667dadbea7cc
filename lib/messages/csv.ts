/** CSV import and export of a seller's listings on /myproducts (decision 7.8). */
export const csvMessages = {
  file: 'Archivo CSV', check: 'REVISAR ARCHIVO', title: 'Importar anuncios desde un CSV',
  help: 'Una fila por anuncio, separada por comas, con la primera fila de encabezados. Columnas:',
  required: 'obligatoria', optional: 'opcional',
  rowError: (row: number, column: string, message: string) => `Fila ${row}, ${column}: ${message}`,
  summary: (valid: number, invalid: number) => `${valid} ${valid === 1 ? 'fila correcta' : 'filas correctas'} y ${invalid} con errores.`,
  nothingImported: 'No se importó nada: corrija las filas con errores o confirme importar solo las correctas.',
  confirmValid: (n: number) => (n === 1 ? 'IMPORTAR LA FILA CORRECTA' : `IMPORTAR LAS ${n} FILAS CORRECTAS`),
  imported: (n: number) => (n === 1 ? 'Se importó 1 anuncio.' : `Se importaron ${n} anuncios.`),
  empty: 'El archivo no tiene filas de anuncios.', tooMany: (max: number) => `Importe como máximo ${max} anuncios por archivo.`,
  badFile: 'El archivo no es un CSV válido: revise las comillas.', tooBig: 'El archivo es demasiado grande (1 MB como máximo).',
  unknownColumn: (name: string) => `Columna desconocida: ${name}`, missingColumn: (name: string) => `Falta la columna ${name}`,
  controlCharacters: 'contiene caracteres no permitidos',
  categoryUnknown: 'no existe esa categoría', notNumber: 'debe ser un número', notYesNo: 'escriba sí o no',
  columns: {
    nombre: 'Nombre del anuncio', descripcion: 'Texto de la descripción', precio: 'Precio en USD', categoria: 'Nombre de la categoría',
    existencias: 'Unidades disponibles', maximo: 'Unidades como máximo en un pedido', peso: 'Peso en kg', largo: 'Largo en cm', alto: 'Alto en cm',
    ancho: 'Ancho en cm', barco: 'Envío por barco (sí/no)', entregaRapida: 'Entrega inmediata (sí/no)', imagen: 'Dirección de la imagen principal',
  },
} as const;
