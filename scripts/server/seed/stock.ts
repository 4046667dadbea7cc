import { CLOTHING_SIZES } from '@/lib/catalog/reference';
import type { Random } from './random';
import type { ProductSeed } from './types';

/**
 * Colours used in `availableCountByTags`: stored as lower-case #rrggbb hex (the UI draws a
 * swatch); the Spanish name beside each is for people reading the data.
 */
export const DEMO_COLORS: Readonly<Record<string, string>> = {
  '#111111': 'negro',
  '#f5f5f5': 'blanco',
  '#1f3a93': 'azul marino',
  '#c0392b': 'rojo',
  '#2e7d32': 'verde',
  '#7f8c8d': 'gris',
  '#e91e63': 'rosado',
  '#8d6e63': 'marrón',
  '#f1c40f': 'amarillo',
};

export type StockByTag = { size: string; color: string; availableCount: number };

function pickColors(random: Random): string[] {
  const pool = Object.keys(DEMO_COLORS);
  const count = random.int(2, 3);
  const chosen: string[] = [];
  while (chosen.length < count) {
    const color = random.pick(pool);
    if (!chosen.includes(color)) chosen.push(color);
  }
  return chosen;
}

function clothingSizes(random: Random): string[] {
  return CLOTHING_SIZES.slice(random.int(0, 1), random.int(4, 6));
}

/** Shoe sizes within the product's range, whole sizes or in half steps ('39', '39.5', …). */
function shoeSizes(random: Random, seed: ProductSeed): string[] {
  const [from, to] = seed.sizes ?? [37, 44];
  const step = random.chance(0.3) ? 0.5 : 1;
  const sizes: string[] = [];
  for (let size = from; size <= to; size += step) sizes.push(String(size));
  return sizes;
}

/** Stock per size and colour for a clothing or shoes product; all zero when sold out. */
export function stockByTags(random: Random, seed: ProductSeed, kind: 'clothing' | 'shoes', soldOut: boolean): StockByTag[] {
  const sizes = kind === 'clothing' ? clothingSizes(random) : shoeSizes(random, seed);
  const colors = pickColors(random);
  return colors.flatMap((color) => sizes.map((size) => ({ size, color, availableCount: soldOut || random.chance(0.2) ? 0 : random.int(1, 6) })));
}
