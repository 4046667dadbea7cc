export const authMessages = {
  register: 'REGISTRARSE', recoverTitle: 'RECUPERAR CONTRASEÑA', forgotPassword: '¿Olvidó su contraseña?',
  toRegister: '¿No tiene cuenta? Regístrese', toLogin: '¿Ya tiene cuenta? Inicie sesión',
  codeSent: (email: string) => `Escriba el código de 4 dígitos que enviamos a ${email}.`,
  resendCode: 'Reenviar código', termsIntro: 'Al registrarse acepta la', termsJoin: 'y la',
  legalLink: 'Información Legal', privacyLink: 'Política de Privacidad',
  recoverEmailHint: 'Escriba el correo de su cuenta y le enviaremos un código.',
  recoverPasswordHint: 'Escriba su nueva contraseña.',
} as const;
