import { sizesFor, type SizeKind } from '@/lib/catalog/reference';

/**
 * Size and colour choice for products with stock per size and colour (docs/contract/catalogue.md §5): sizes come
 * in the category list's order, and each choice moves the other to an available combination.
 */
export type Tag = { size: string; color: string; availableCount: number };
export type TagChoice = { size: string; color: string };

function inStock(tags: readonly Tag[], size: string, color: string): boolean {
  return tags.some((t) => t.size === size && t.color === color && t.availableCount > 0);
}

/** The sizes the product lists, ordered as the category's size list (unknown sizes last). */
export function sizeOptions(tags: readonly Tag[], kind: SizeKind | null): string[] {
  const listed = [...new Set(tags.map((t) => t.size))];
  const order = sizesFor(kind);
  const rank = (size: string) => (order.includes(size) ? order.indexOf(size) : order.length);
  return listed.sort((a, b) => rank(a) - rank(b));
}

/** The colours the product lists, in first-seen order. */
export function colorOptions(tags: readonly Tag[]): string[] {
  return [...new Set(tags.map((t) => t.color))];
}

/** True when some colour of `size` is in stock. */
export function sizeHasStock(tags: readonly Tag[], size: string): boolean {
  return tags.some((t) => t.size === size && t.availableCount > 0);
}

/** True when some size of `color` is in stock. */
export function colorHasStock(tags: readonly Tag[], color: string): boolean {
  return tags.some((t) => t.color === color && t.availableCount > 0);
}

/** The first in-stock combination in size order (the first listed one when nothing is in stock). */
export function initialChoice(tags: readonly Tag[], kind: SizeKind | null): TagChoice {
  const sizes = sizeOptions(tags, kind);
  const colors = colorOptions(tags);
  for (const size of sizes) {
    const color = colors.find((c) => inStock(tags, size, c));
    if (color !== undefined) return { size, color };
  }
  return { size: sizes[0] ?? '', color: colors[0] ?? '' };
}

/** A new size: the colour stays when that combination is in stock, otherwise the size's first colour in stock. */
export function chooseSize(tags: readonly Tag[], current: TagChoice, size: string): TagChoice {
  if (inStock(tags, size, current.color)) return { size, color: current.color };
  const color = colorOptions(tags).find((c) => inStock(tags, size, c));
  return { size, color: color ?? current.color };
}

/** A new colour: the size stays when that combination is in stock, otherwise the colour's first size in stock. */
export function chooseColor(tags: readonly Tag[], kind: SizeKind | null, current: TagChoice, color: string): TagChoice {
  if (inStock(tags, current.size, color)) return { size: current.size, color };
  const size = sizeOptions(tags, kind).find((s) => inStock(tags, s, color));
  return { size: size ?? current.size, color };
}
