import type { ProvinceDeliveryCost } from '@/lib/cart/delivery-cost';
import { displayLimit, isAddable, tagStock, usesTagStock } from '@/lib/cart/limits';
import { lineSubtotalCents } from '@/lib/cart/points';
import { fromCents } from '@/lib/money';
import { limitProductOf, type CartLine } from '@/components/cart/cart-lines';
import { sellerName } from '@/components/product/product-display';

/**
 * How the cart screen arranges the server's cart (docs/contract/buying.md §2): a fast-delivery section and an
 * import section, each split by store (one delivery per store and kind, as the server prices it).
 */
export type IndexedLine = { line: CartLine; index: number };
export type CartGroup = {
  key: string;
  sellerId: string;
  sellerName: string;
  fast: boolean;
  lines: IndexedLine[];
  /** Products subtotal of the group in USD: count × (price + import cost). */
  subtotal: number;
  /** The store's delivery terms when the cart's product DTO carries them, else null (unknown). */
  deliveryCosts: readonly ProvinceDeliveryCost[] | null;
};
export type CartSection = { fast: boolean; groups: CartGroup[] };

/** The seller's delivery terms from a cart product, if the API sent them (product.user.deliveryCosts). */
export function deliveryCostsOf(product: CartLine['product']): readonly ProvinceDeliveryCost[] | null {
  const costs = (product.user as { deliveryCosts?: unknown }).deliveryCosts;
  return Array.isArray(costs) ? (costs as ProvinceDeliveryCost[]) : null;
}

/** The lines by section (fast first, then import) and by store, stores in the order the cart first names them. */
export function groupCart(lines: readonly CartLine[]): CartSection[] {
  const groups = new Map<string, CartGroup & { cents: number }>();
  lines.forEach((line, index) => {
    const { product } = line;
    const key = `${product.user._id}|${product.fastDelivery ? 'fast' : 'import'}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        sellerId: product.user._id,
        sellerName: sellerName(product.user),
        fast: product.fastDelivery,
        lines: [],
        subtotal: 0,
        cents: 0,
        deliveryCosts: deliveryCostsOf(product),
      };
      groups.set(key, group);
    }
    group.lines.push({ line, index });
    group.cents += lineSubtotalCents(line);
  });
  const all = [...groups.values()].map(({ cents, ...group }) => ({ ...group, subtotal: fromCents(cents) }));
  return [true, false].map((fast) => ({ fast, groups: all.filter((g) => g.fast === fast) })).filter((section) => section.groups.length > 0);
}

export type LineAvailability = { limit: number; over: boolean; unavailable: boolean };

/**
 * The availability shown on a line: the limit of 'DISPONIBLE: n' (displayLimit, and the stock of
 * its size and colour for products counted per tag), whether the count exceeds it (red), and
 * whether the line cannot be ordered as it is ('(NO DISPONIBLE)').
 */
export function lineAvailability(line: CartLine): LineAvailability {
  const limits = limitProductOf(line.product);
  let limit = displayLimit(line.product);
  if (usesTagStock(limits)) limit = Math.min(limit, tagStock(limits, line.size, line.color));
  const over = line.count > limit;
  return { limit, over, unavailable: !isAddable(line.product) || over };
}
