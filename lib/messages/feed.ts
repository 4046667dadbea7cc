/** The infinite product list. */
export const feedMessages = { loading: 'Cargando productos...', loadFailed: 'No se pudieron cargar más productos.' } as const;
