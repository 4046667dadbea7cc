import { DEMO_CATEGORIES } from './categories';
import { createRandom, slugify } from './random';
import type { CategorySeed, ProductSeed } from './types';

/** One product of the demo catalogue with its stable slug and how many images it has. */
export type CatalogEntry = {
  index: number;
  slug: string;
  seed: ProductSeed;
  category: CategorySeed;
  /** Main image plus 1–2 secondary images. */
  imageCount: number;
};

let cached: readonly CatalogEntry[] | undefined;

/** Every demo product in category order; the same list (and slugs) on every run. */
export function demoCatalog(): readonly CatalogEntry[] {
  if (cached) return cached;
  const used = new Set<string>();
  const entries: CatalogEntry[] = [];
  for (const category of DEMO_CATEGORIES) {
    for (const seed of category.products) {
      let slug = slugify(seed.name);
      for (let n = 2; used.has(slug); n++) slug = `${slugify(seed.name)}-${n}`;
      used.add(slug);
      entries.push({ index: entries.length, slug, seed, category, imageCount: createRandom(`images:${slug}`).int(2, 3) });
    }
  }
  cached = entries;
  return entries;
}

/** URL of a product's n-th generated image (n from 1; 1 is the main image). */
export function productImageUrl(slug: string, n: number): string {
  return `/demo/products/${slug}-${n}.webp`;
}
