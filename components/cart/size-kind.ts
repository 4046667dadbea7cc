import type { ProductDto } from '@/lib/catalog/dto';
import { CLOTHING_SIZES, SHOE_SIZES, type SizeKind } from '@/lib/catalog/reference';

// Apart from cart-lines.ts: the product cards' props (card-props.ts, read by the favourites in every page's
// first load) need this alone, not the limit checks and their texts that cart-lines.ts carries.

function isIn(list: readonly string[], sizes: readonly string[]): boolean {
  return sizes.length > 0 && sizes.every((s) => list.includes(s));
}

/**
 * The category's size list kind: the DTO's `category.sizeKind` when it carries one, otherwise read
 * from the per-tag stock (clothing sizes, else shoe sizes), null for a product without tags.
 */
export function sizeKindOf(product: Pick<ProductDto, 'category' | 'availableCountByTags'>): SizeKind | null {
  const declared = (product.category as { sizeKind?: SizeKind | null }).sizeKind;
  if (declared !== undefined) return declared;
  const sizes = product.availableCountByTags.map((t) => t.size);
  if (isIn(CLOTHING_SIZES, sizes)) return 'clothing';
  if (isIn(SHOE_SIZES, sizes)) return 'shoes';
  return null;
}
