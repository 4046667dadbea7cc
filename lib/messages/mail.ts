/** E-mails with a 4-digit code (lib/mail/templates.ts); the code stays in the body, never in headers. */
export const mailMessages = {
  registerSubject: 'Código de confirmación de su registro en Importa',
  recoverSubject: 'Código para cambiar su contraseña en Importa',
  greeting: 'Hola:',
  registerCode: (code: string) => `Su código de confirmación es ${code}. Escríbalo en la página para terminar su registro.`,
  recoverCode: (code: string) => `Su código para cambiar la contraseña es ${code}. Escríbalo en la página para continuar.`,
  expiry: (minutes: number) => `El código caduca en ${minutes} minutos y solo puede usarse una vez.`,
  notRequested: 'Si usted no lo pidió, ignore este correo: nadie podrá usarlo sin acceso a su correo.',
  loginAttacksSubject: 'Intentos fallidos de entrar en su cuenta de Importa',
  loginAttacks: (failures: number, minutes: number) =>
    `Alguien escribió una contraseña equivocada para su cuenta ${failures} veces en los últimos ${minutes} minutos. Mientras siga, solo se admite un intento por cada dirección de red: usted podrá entrar con su contraseña como siempre.`,
  loginAttacksAdvice:
    'Si no fue usted, use una contraseña que no use en otro sitio; si cree que alguien la conoce, cámbiela y cierre la sesión en todos los dispositivos desde MI CUENTA.',
} as const;
