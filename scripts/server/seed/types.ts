/** Shapes shared by the demo catalogue's data files (all data in Spanish). */

/** The pictogram drawn on a category's product images and icon. */
export type PictogramKey = 'tv' | 'phone' | 'shirt' | 'shoe' | 'cup' | 'bottle' | 'house' | 'wrench' | 'teddy' | 'moto';

/** One demo product as written by hand; the remaining fields are derived deterministically. */
export type ProductSeed = {
  name: string;
  /** Short name printed on the generated image (at most about 22 characters). */
  label: string;
  /** USD, 2 decimals, before the import cost. */
  price: number;
  /** Weight in kilograms. */
  kg: number;
  /** Packed size in centimetres: large, height, width. */
  cm: [number, number, number];
  description: string;
  /** 'fast': already in Cuba; 'cal': fast with a delivery calendar; 'sea': imported by ship. */
  ship?: 'fast' | 'cal' | 'sea';
  /** Shoe size range, inclusive (shoes only; default 37–44). */
  sizes?: [number, number];
};

export type CategorySeed = {
  slug: string;
  name: string;
  order: number;
  sizeKind: 'clothing' | 'shoes' | null;
  /** Gradient colours of the category's images, top-left to bottom-right. */
  colors: [string, string];
  pictogram: PictogramKey;
  /** Slug of the import company that sells this category. */
  company: string;
  products: ProductSeed[];
};
