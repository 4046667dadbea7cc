import { addToCartMessages } from '../messages/add-to-cart';

type ColorKey = keyof typeof addToCartMessages.colorNames;

/**
 * The named colours, as lower-case #rrggbb. The first nine are the demo catalogue's swatches
 * (scripts/server/seed/stock.ts), so each of those gets its own name exactly.
 */
const PALETTE: readonly (readonly [string, ColorKey])[] = [
  ['#111111', 'black'],
  ['#f5f5f5', 'white'],
  ['#1f3a93', 'navy'],
  ['#c0392b', 'red'],
  ['#2e7d32', 'green'],
  ['#7f8c8d', 'grey'],
  ['#e91e63', 'pink'],
  ['#8d6e63', 'brown'],
  ['#f1c40f', 'yellow'],
  ['#2050d0', 'blue'],
  ['#81d4fa', 'skyBlue'],
  ['#f39c12', 'orange'],
  ['#7b1fa2', 'purple'],
  ['#e8d8b0', 'beige'],
  ['#7b1e2b', 'wine'],
  ['#8bc34a', 'lightGreen'],
  ['#c9a227', 'gold'],
  ['#c0c0c0', 'silver'],
];

function rgb(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)) as [number, number, number];
}

/**
 * The Spanish name shown for a stock colour (docs/contract/catalogue.md §5): a hex code ('#c0392b', '#f00') gets
 * the nearest named colour; a word the seller typed ('azul cielo') is shown as written, capitalised.
 */
export function colorName(color: string): string {
  const value = rgb(color);
  if (!value) return color.trim().charAt(0).toUpperCase() + color.trim().slice(1);
  let best: ColorKey = PALETTE[0][1];
  let bestDistance = Infinity;
  for (const [hex, key] of PALETTE) {
    const [r, g, b] = rgb(hex)!;
    // Weighted so greens and reds are told apart about as the eye does.
    const distance = 2 * (r - value[0]) ** 2 + 4 * (g - value[1]) ** 2 + 3 * (b - value[2]) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [key, distance];
  }
  return addToCartMessages.colorNames[best];
}
