/** True when the product can be put in a cart at all (not AGOTADO). */
export function isAddable(product: { available: boolean; availableCount: number }): boolean {
  return product.available && product.availableCount > 0;
}
