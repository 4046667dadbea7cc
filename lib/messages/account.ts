export const accountMessages = {
  profile: 'DATOS PERSONALES', points: 'PUNTOS', couponCode: 'SU CÓDIGO DE DESCUENTO',
  couponHint: 'Compártalo: quien compre con su código obtiene hasta 5% de descuento por producto.',
  copy: 'COPIAR', copied: 'Código copiado',
  addresses: 'DIRECCIONES DE ENTREGA', noAddresses: 'Todavía no tiene direcciones de entrega.',
} as const;
