import type { ProductDto } from '@/lib/catalog/dto';
import type { CartCardProduct } from '@/components/product/card-props';
import type { DeliveryChoiceInput } from '@/lib/cart/schemas';
import { checkQuantity, type LimitCheck, type LimitProduct } from '@/lib/cart/limits';

import { unitsInCart } from './cart-units';
import { sizeKindOf } from './size-kind';

// The counts the top bar and every card read live in cart-units.ts, without the limit checks and their texts.
export { cartUnits, unitsInCart } from './cart-units';

/**
 * Pure cart helpers for the browser: the stored cart's shape, the updateCart request lines and the
 * add-to-cart limit check, mirroring the server (lib/cart/service.ts) so the buyer gets instant
 * feedback; the server checks again and its answer replaces the stored cart.
 */
export type CartLine = { product: ProductDto; count: number; size: string; color: string; deliveryCalendar?: DeliveryChoiceInput | null };
/** The cart as stored under 'cart': the server-confirmed lines and points, whose cart it is, and when the server confirmed it (ms). */
export type StoredCart = { userId: string; products: CartLine[]; points: number; savedAt?: number };
/** A line as PATCH updateCart receives it (product id only). */
export type CartLineRequest = { product: string; count: number; size: string; color: string; deliveryCalendar?: DeliveryChoiceInput };
export type AddRequest = { productId: string; count: number; size: string; color: string; deliveryCalendar?: DeliveryChoiceInput };

/** The stored lines as request lines, with the addition merged into its line (or appended). */
export function linesWithAddition(lines: readonly CartLine[], add: AddRequest): CartLineRequest[] {
  const request: CartLineRequest[] = lines.map((l) => ({
    product: l.product._id,
    count: l.count,
    size: l.size ?? '',
    color: l.color ?? '',
    ...(l.deliveryCalendar ? { deliveryCalendar: l.deliveryCalendar } : {}),
  }));
  const same = request.find((l) => l.product === add.productId && l.size === add.size && l.color === add.color);
  if (same) {
    same.count += add.count;
    if (add.deliveryCalendar) same.deliveryCalendar = add.deliveryCalendar;
  } else {
    request.push({
      product: add.productId,
      count: add.count,
      size: add.size,
      color: add.color,
      ...(add.deliveryCalendar ? { deliveryCalendar: add.deliveryCalendar } : {}),
    });
  }
  return request;
}

/** The product fields the limit rules read. */
export function limitProductOf(product: ProductDto | CartCardProduct): LimitProduct {
  return {
    fastDelivery: product.fastDelivery,
    maxCount: product.maxCount,
    availableCount: product.availableCount,
    available: product.available,
    availableCountByTags: product.availableCountByTags,
    // A card's product carries its size list already (components/product/card-props.ts).
    sizeKind: 'sizeKind' in product ? product.sizeKind : sizeKindOf(product),
  };
}

/**
 * Whether `add` may join the cart, as the server decides: the target line (this size and colour)
 * against every limit, then the product's total over all its lines against maxCount and availableCount.
 */
export function checkAddition(product: ProductDto | CartCardProduct, lines: readonly CartLine[], add: AddRequest): LimitCheck {
  const limits = limitProductOf(product);
  const lineTotal = unitsInCart(lines, product._id, add) + add.count;
  const line = checkQuantity(limits, { total: lineTotal, context: 'add', size: add.size, color: add.color });
  if (!line.ok) return line;
  const productTotal = unitsInCart(lines, product._id) + add.count;
  if (productTotal <= lineTotal) return line;
  return checkQuantity({ ...limits, availableCountByTags: [] }, { total: productTotal, context: 'add' });
}
