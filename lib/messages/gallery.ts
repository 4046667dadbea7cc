export const galleryMessages = {
  open: 'Ampliar imagen',
  previous: 'Imagen anterior',
  next: 'Imagen siguiente',
  thumbnails: 'Imágenes del producto',
  image: (name: string, i: number, n: number) => `${name}, imagen ${i} de ${n}`,
} as const;
