import type { LimitCheck } from '@/lib/cart/limits';
import type { DeliveryChoice } from '@/lib/delivery/calendar';
import { cartMessages } from '@/lib/messages/cart';
import { checkAddition, linesWithAddition, type CartLine, type CartLineRequest } from '@/components/cart/cart-lines';

/**
 * The cart screen's edits as PATCH updateCart requests (docs/contract/buying.md §4 "Cart quantity"): the full
 * line list after the edit, the quantity step (0 for a date change) and the product concerned.
 */
export type CartEdit = { cart: CartLineRequest[]; quantity: number; productId: string };

function requestLine(line: CartLine): CartLineRequest {
  return {
    product: line.product._id,
    count: line.count,
    size: line.size ?? '',
    color: line.color ?? '',
    ...(line.deliveryCalendar ? { deliveryCalendar: line.deliveryCalendar } : {}),
  };
}

/** Plus: one more unit of line `index`. */
export function plusOne(lines: readonly CartLine[], index: number): CartEdit {
  const { product, size, color } = lines[index];
  return { cart: linesWithAddition(lines, { productId: product._id, count: 1, size: size ?? '', color: color ?? '' }), quantity: 1, productId: product._id };
}

/** Minus: one unit less of line `index`; at 0 the line goes. */
export function minusOne(lines: readonly CartLine[], index: number): CartEdit {
  const cart = lines.flatMap((line, i) => {
    if (i !== index) return [requestLine(line)];
    return line.count > 1 ? [{ ...requestLine(line), count: line.count - 1 }] : [];
  });
  return { cart, quantity: -1, productId: lines[index].product._id };
}

/** Remove: the whole line `index`. */
export function removeLine(lines: readonly CartLine[], index: number): CartEdit {
  const cart = lines.filter((_, i) => i !== index).map(requestLine);
  return { cart, quantity: -lines[index].count, productId: lines[index].product._id };
}

/** A new delivery date and time for line `index` (quantity 0). */
export function changeDelivery(lines: readonly CartLine[], index: number, choice: DeliveryChoice): CartEdit {
  const cart = lines.map((line, i) => (i === index ? { ...requestLine(line), deliveryCalendar: { allowed: true, ...choice } } : requestLine(line)));
  return { cart, quantity: 0, productId: lines[index].product._id };
}

/**
 * Whether the plus of line `index` is allowed (docs/contract/buying.md §5): the add-to-cart limits, with the
 * cart's own wording for the per-order maximum.
 */
export function checkPlusOne(lines: readonly CartLine[], index: number): LimitCheck {
  const { product, size, color } = lines[index];
  const check = checkAddition(product, lines, { productId: product._id, count: 1, size: size ?? '', color: color ?? '' });
  if (check.ok || check.code !== 'maxCountAdd') return check;
  return { ...check, code: 'maxCountCart', message: cartMessages.maxCount(check.limit) };
}
