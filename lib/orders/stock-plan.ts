import { displayLimit, isAddable, tagStock, usesTagStock } from '../cart/limits';
import type { OrderCartLine, StockProduct } from '../cart/lines';

/**
 * Which units an order takes from stock, and the cart a buyer gets back when stock falls short.
 * Pure: the products are the live ones read just before.
 */

/** Units to take from one product: the total and, for stock kept per size and colour, each tag. */
export type StockTake = { product: string; count: number; tags: { size: string; color: string; count: number }[] };

export type StockCheck = { ok: true } | { ok: false; corrected: OrderCartLine[] };

const tagKey = (size: string, color: string) => `${size}|${color}`;

/** How many units each line can have, in cart order, sharing the product's limit (and each tag's stock). */
function possibleCounts(lines: readonly OrderCartLine[], products: ReadonlyMap<string, StockProduct>): number[] {
  const left = new Map<string, number>();
  const tagsLeft = new Map<string, number>();
  return lines.map((line) => {
    const product = products.get(line.product);
    if (!product || product.deleted || !isAddable(product)) return 0;
    const productLeft = left.get(line.product) ?? displayLimit(product);
    let possible = Math.min(line.count, productLeft);
    if (usesTagStock(product)) {
      const key = `${line.product}|${tagKey(line.size, line.color)}`;
      const tagLeft = tagsLeft.get(key) ?? tagStock(product, line.size, line.color);
      possible = Math.min(possible, tagLeft);
      tagsLeft.set(key, tagLeft - possible);
    }
    left.set(line.product, productLeft - possible);
    return possible;
  });
}

/**
 * Whether every line can be ordered as it is: the product exists and is not deleted, is available,
 * and its lines together stay within maxCount (non-fast items), availableCount and, for sized
 * products, each size and colour's stock. When not, the corrected cart: lines of deleted or
 * missing products dropped, lines reduced to what is possible, lines with nothing possible kept
 * as they are (the cart shows them NO DISPONIBLE).
 */
export function checkStock(lines: readonly OrderCartLine[], products: ReadonlyMap<string, StockProduct>): StockCheck {
  const possible = possibleCounts(lines, products);
  if (possible.every((n, i) => n === lines[i].count)) return { ok: true };
  const corrected = lines.flatMap((line, i) => {
    const product = products.get(line.product);
    if (!product || product.deleted) return [];
    return [possible[i] > 0 ? { ...line, count: possible[i] } : line];
  });
  return { ok: false, corrected };
}

/** The stock to take per product (lines of one product summed; per tag for sized products). */
export function stockTakes(lines: readonly OrderCartLine[], products: ReadonlyMap<string, StockProduct>): StockTake[] {
  return takesOf(
    lines.map((line) => {
      const product = products.get(line.product);
      return { ...line, byTag: Boolean(product && usesTagStock(product)) };
    }),
  );
}

/** An order's line as stored: whether it took its size and colour's units is recorded on it (`stockByTag`). */
export type PlacedLine = { product: unknown; count: number; size?: string | null; color?: string | null; stockByTag?: boolean | null };

/**
 * The units placed lines took, per product: what a cancel gives back and what a claim's replacement
 * takes again, with the size and colour's units where the line took them so.
 */
export function placedLineTakes(lines: readonly PlacedLine[]): StockTake[] {
  return takesOf(
    lines.map((line) => ({
      product: String(line.product),
      count: line.count,
      size: line.size ?? '',
      color: line.color ?? '',
      byTag: Boolean(line.stockByTag),
    })),
  );
}

/** Lines summed per product, and per size and colour for those counted so. */
function takesOf(lines: readonly { product: string; count: number; size: string; color: string; byTag: boolean }[]): StockTake[] {
  const takes = new Map<string, StockTake>();
  for (const line of lines) {
    const take = takes.get(line.product) ?? { product: line.product, count: 0, tags: [] };
    take.count += line.count;
    if (line.byTag) {
      const tag = take.tags.find((t) => t.size === line.size && t.color === line.color);
      if (tag) tag.count += line.count;
      else take.tags.push({ size: line.size, color: line.color, count: line.count });
    }
    takes.set(line.product, take);
  }
  return [...takes.values()];
}
