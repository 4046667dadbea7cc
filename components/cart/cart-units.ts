import type { CartLine, StoredCart } from './cart-lines';

/** Units in the cart (the badge number). */
export function cartUnits(cart: Pick<StoredCart, 'products'> | null | undefined): number {
  return (cart?.products ?? []).reduce((sum, line) => sum + line.count, 0);
}

/** Units of one product in the cart; with size and colour given, of that line only. */
export function unitsInCart(lines: readonly CartLine[], productId: string, tags?: { size: string; color: string }): number {
  return lines.filter((l) => l.product._id === productId && (!tags || (l.size === tags.size && l.color === tags.color))).reduce((sum, l) => sum + l.count, 0);
}
