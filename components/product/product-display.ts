import type { ProductDto } from '@/lib/catalog/dto';
import { productMessages } from '@/lib/messages/product';

/** Sold out (AGOTADO): switched off by its owner or no units left; it cannot go to the cart. */
export function isSoldOut(product: Pick<ProductDto, 'available' | 'availableCount'>): boolean {
  return !product.available || product.availableCount <= 0;
}

/** The seller's public name: the company name, else first and last names. */
export function sellerName(seller: Pick<ProductDto['user'], 'importCompanyName' | 'name' | 'lastName'>): string {
  return seller.importCompanyName || `${seller.name} ${seller.lastName}`.trim();
}

/** The tags of a card in display order (docs/contract/catalogue.md §1): sold out, promoted, discount, fast delivery or import. */
export function productTags(product: ProductDto): { text: string; kind: 'soldOut' | 'promoted' | 'discount' | 'fast' | 'import' }[] {
  const t = productMessages;
  const tags: ReturnType<typeof productTags> = [];
  if (isSoldOut(product)) tags.push({ text: t.soldOut, kind: 'soldOut' });
  if (product.promoted) tags.push({ text: t.promoted, kind: 'promoted' });
  if (product.possibleDiscount) tags.push({ text: t.possibleDiscount, kind: 'discount' });
  if (product.fastDelivery) tags.push({ text: t.fastDelivery, kind: 'fast' });
  else tags.push({ text: product.shippingBySea ? t.importBySea : t.importByAir, kind: 'import' });
  return tags;
}

/** A card's picture is at most about 215 CSS px wide (half a phone, else 208 px): a 640 px source covers 3× screens. */
export const CARD_IMAGE_MAX_WIDTH = 640;

/** Path of a product's detail page. */
export function productHref(id: string): string {
  return `/products/detail/${id}`;
}

/** Path of a seller's page. */
export function distributorHref(userId: string): string {
  return `/distributor/${userId}`;
}
