export const uploadsMessages = {
  type: 'Solo se aceptan imágenes JPEG, PNG o WebP.',
  size: (mb: number) => `La imagen no puede pesar más de ${mb} MB.`,
  broken: 'No se pudo leer la imagen. Pruebe con otra.',
  missing: 'Debe elegir una imagen.',
  failed: 'No se pudo subir la imagen. Revise su conexión a Internet.',
} as const;
