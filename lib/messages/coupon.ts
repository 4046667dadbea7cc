export const couponMessages = {
  verifying: 'VERIFICANDO CUPON, ESPERE POR FAVOR',
  applied: 'CUPON APLICADO',
  invalid: 'CUPON INCORRECTO',
  own: 'NO PUEDE USAR SU PROPIO CUPON',
} as const;
