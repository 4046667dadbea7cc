export const serverMessages = {
  internal: 'Ocurrió un error inesperado. Inténtelo de nuevo.',
  validation: 'Datos no válidos.',
  unauthenticated: 'Debe iniciar sesión para realizar esta accion.',
  forbidden: 'No tiene permiso para realizar esta acción.',
  notFound: 'No se encontró lo que busca.',
  rateLimited: 'Demasiados intentos. Espere unos minutos e inténtelo de nuevo.',
  bodyTooLarge: 'El contenido enviado es demasiado grande.',
  passwordTooLong: 'La contraseña no puede tener más de 72 bytes.',
  busy: 'La consulta tardó demasiado y se detuvo. Inténtelo de nuevo en unos segundos.',
  unavailable: 'El servicio no está disponible en este momento. Inténtelo de nuevo en unos minutos.',
  codeExpired: 'El código ha caducado. Solicite uno nuevo.',
  conflict: 'Los datos cambiaron mientras se guardaban. Inténtelo de nuevo.',
} as const;
