/** The partner brands of the home's brand strip; each opens a search for its name. */
export const PARTNER_BRANDS = [
  'Samsung',
  'Xiaomi',
  'Motorola',
  'Bustelo',
  'Pilón',
  'Pantene',
  'Head & Shoulders',
  'Colgate',
  'Dove',
  'Nivea',
  'Ariel',
  'Rexona',
] as const;
