/** Form field labels shared by the auth dialog, the address form and the account page. */
export const fieldsMessages = {
  userOrEmail: 'Usuario o correo',
  email: 'Correo electrónico',
  password: 'Contraseña',
  newPassword: 'Contraseña nueva',
  confirmation: 'Confirmación de la contraseña',
  name: 'Nombre(s)',
  lastName: 'Apellidos',
  fullName: 'Nombre y apellidos',
  dialCode: 'Código de país',
  phone: 'Teléfono',
  address: 'Dirección',
  province: 'Provincia',
  ci: 'Carnet de identidad',
  code: 'Código de confirmación',
} as const;
