export const favoritesMessages = { add: 'Añadir a favoritos', remove: 'Quitar de favoritos' } as const;
