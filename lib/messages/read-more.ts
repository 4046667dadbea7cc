/** The toggle of a long text (a product's description, components/product/ReadMore.tsx). */
export const readMoreMessages = {
  readMore: 'LEER MAS',
  readLess: 'LEER MENOS',
} as const;
