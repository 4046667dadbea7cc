export const distributorMessages = { products: (name: string) => `ANUNCIOS DE ${name.toUpperCase()}`, logo: (name: string) => `Logo de ${name}` } as const;
