export const addressMessages = {
  name: 'Debe poner el nombre y los apellidos.',
  address: 'Debe poner una dirección.',
  region: 'Debe poner una Provincia.',
  municipality: 'Debe poner un Municipio.',
  phoneRequired: 'Debe poner un # de Teléfono.',
  phoneInvalid: 'Debe poner un número válido.',
  ciRequired: 'Debe poner un # de Carnet de Identidad.',
  ciInvalid: 'Debe poner un número de 11 dígitos.',
  modalTitle: 'DIRECCION DE ENTREGA', changeTitle: 'CAMBIAR DIRECCION DE ENTREGA', isDefault: '(Predeterminada)',
  addFailed: 'NO SE PUDO AGREGAR LA DIRECCION. REVISE SU CONEXION A INTERNET',
  added: 'SE HA AGREGADO LA DIRECCION CORRECTAMENTE',
} as const;
