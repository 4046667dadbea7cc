import { cancel, fastDelivery } from './shared';

export const productMessages = {
  soldOut: 'AGOTADO', promoted: 'PROMOCIONADO', possibleDiscount: 'POSIBLE DESCUENTO', fastDelivery,
  importByAir: 'IMPORTACION AEREA', importBySea: 'IMPORTACION MARITIMA',
  deleteTitle: 'Eliminar Producto', deleteQuestion: 'Seguro desea eliminar el anuncio:', deleted: 'Se eliminó el anuncio.',
  availabilityUpdated: 'Disponibilidad actualizada correctamente.',
  actionFailed: 'No se pudo completar la acción. Revise su conexión a Internet.',
  tags: 'Etiquetas', price: 'Precio', delivery: 'Entrega', points: (n: number) => `${n} puntos`,
  importCost: (usd: string) => `Incluye ${usd} de costo de importación`,
  seller: (name: string) => `Ver la tienda ${name}`, share: 'COMPARTIR', linkCopied: 'Enlace copiado.',
  available: 'DISPONIBLE', delete: 'ELIMINAR', cancel, description: 'Descripción',
} as const;
