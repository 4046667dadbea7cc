export const profileMessages = { updating: 'Actualizando perfil de usuario', loaded: 'Perfil obtenido correctamente' } as const;
