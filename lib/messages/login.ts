export const loginMessages = {
  userRequired: 'Debe poner un nombre de usuario o correo.',
  passwordRequired: 'Debe poner una contraseña.',
  unknownUser: 'Nombre de usuario o correo incorrecto.',
  wrongPassword: 'Contraseña incorrecta.',
  failed: 'No se pudo iniciar sesión. Revise su conexión a Internet.',
  success: 'Se inició sesión correctamente.',
} as const;
