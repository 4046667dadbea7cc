import type { SizeKind } from '../catalog/reference';
import { addToCartMessages } from '../messages/add-to-cart';
import { cartMessages } from '../messages/cart';
import { serverMessages } from '../messages/server';
import { isAddable } from './addable';

// Kept in its own module so the product cards' controls carry no limit checks or their texts.
export { isAddable };

/** The product fields the quantity limits read (docs/contract/catalogue.md §5, docs/contract/buying.md §5). */
export type LimitProduct = {
  fastDelivery: boolean;
  maxCount: number;
  availableCount: number;
  available: boolean;
  availableCountByTags?: readonly { size: string; color: string; availableCount: number }[] | null;
  /** The category's size list; a set sizeKind means stock is counted per size and colour. */
  sizeKind?: SizeKind | null;
};

/** Where the request comes from: the add-to-cart modal or the cart's plus button (different wording). */
export type LimitContext = 'add' | 'cart';
export type LimitCode = 'invalidQuantity' | 'notAvailable' | 'maxCountAdd' | 'maxCountCart' | 'availableCount' | 'sizeColorCount';
export type LimitCheck = { ok: true } | { ok: false; code: LimitCode; limit: number; message: string };

export type QuantityRequest = {
  /** The quantity the line (for sized products: this size and colour) would hold afterwards. */
  total: number;
  context: LimitContext;
  size?: string | null;
  color?: string | null;
};

/** True when stock is kept per size and colour: a sized category with per-tag counts. */
export function usesTagStock(product: LimitProduct): boolean {
  return product.sizeKind != null && (product.availableCountByTags?.length ?? 0) > 0;
}

/** Stock for one size and colour (0 when that combination is not listed). */
export function tagStock(product: LimitProduct, size: string | null | undefined, color: string | null | undefined): number {
  const tag = product.availableCountByTags?.find((t) => t.size === (size ?? '') && t.color === (color ?? ''));
  return tag?.availableCount ?? 0;
}

function refuse(code: LimitCode, limit: number, message: string): LimitCheck {
  return { ok: false, code, limit, message };
}

/**
 * Whether a line may hold `total` units, checks in the spec's order: addable; non-fast items at most
 * maxCount per order; at most availableCount; sized items at most the stock of that size and colour.
 */
export function checkQuantity(product: LimitProduct, request: QuantityRequest): LimitCheck {
  const { total, context } = request;
  if (!Number.isInteger(total) || total < 1) return refuse('invalidQuantity', 1, serverMessages.validation);
  if (!isAddable(product)) return refuse('notAvailable', 0, addToCartMessages.notAvailable);
  if (!product.fastDelivery && total > product.maxCount) {
    return context === 'add'
      ? refuse('maxCountAdd', product.maxCount, addToCartMessages.maxCount(product.maxCount))
      : refuse('maxCountCart', product.maxCount, cartMessages.maxCount(product.maxCount));
  }
  if (total > product.availableCount) return refuse('availableCount', product.availableCount, addToCartMessages.availableCount(product.availableCount));
  if (usesTagStock(product)) {
    const stock = tagStock(product, request.size, request.color);
    if (total > stock) return refuse('sizeColorCount', stock, addToCartMessages.sizeColorCount(stock));
  }
  return { ok: true };
}

/** The number in the cart's availability text (cartMessages.available): availableCount, for non-fast items at most maxCount. */
export function displayLimit(product: Pick<LimitProduct, 'fastDelivery' | 'maxCount' | 'availableCount'>): number {
  const available = Math.max(0, product.availableCount);
  return product.fastDelivery ? available : Math.min(product.maxCount, available);
}

/** True when the cart holds more than displayLimit (the availability text turns red). */
export function isOverLimit(product: Pick<LimitProduct, 'fastDelivery' | 'maxCount' | 'availableCount'>, cartCount: number): boolean {
  return cartCount > displayLimit(product);
}

/** The quantity stepper's minus: one less, never below 1. */
export function decrementQuantity(quantity: number): number {
  return Math.max(1, quantity - 1);
}
