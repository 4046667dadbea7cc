export const recoverMessages = {
  emailRequired: 'Debe poner un correo.',
  confirmationRequired: 'Debe poner una confirmación.',
  confirmationMismatch: 'La contraseña y la confirmación no coinciden.',
  unknownEmail: 'Este correo no pertenece a ningún usuario registrado.',
  sendFailed: 'No se pudo enviar el codigo a este correo, verifique que su correo sea correcto.',
  connectionFailed: 'Verifique su conexión a Internet.',
  codeMismatch: 'Su código no coincide con el enviado a su correo.',
  resendFailed: 'No se pudo reenviar codigo. Verifique su conexión a internet.',
  resent: 'Código Reenviado Correctamente. Verifique su correo. Si no lo recibe escriba un mensaje a nuestro soporte via correo o whatsap',
  success: 'Contraseña cambiada corectamente. Inicie sesión con su nueva contraseña.',
} as const;
