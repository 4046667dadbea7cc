/** Clothing sizes for categories whose sizeKind is 'clothing'. */
export const CLOTHING_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;

/** Shoe sizes 35 to 46.5 in steps of 0.5, for categories whose sizeKind is 'shoes'. */
export const SHOE_SIZES: readonly string[] = Array.from({ length: 24 }, (_, i) => String(35 + i * 0.5));

export type SizeKind = 'clothing' | 'shoes';

/** The size list a category uses, or [] when it has none. */
export function sizesFor(kind: SizeKind | null | undefined): readonly string[] {
  if (kind === 'clothing') return CLOTHING_SIZES;
  if (kind === 'shoes') return SHOE_SIZES;
  return [];
}

/** Phone country dial codes offered at registration; +53 is the default. */
export const DIAL_CODES = ['+53', '+52', '+34', '+1', '+51', '+55'] as const;
export const DEFAULT_DIAL_CODE = '+53';

/** Currencies accepted for card payments (Stripe), lowercase as Stripe expects. */
export const CARD_CURRENCIES = ['usd', 'eur', 'mxn'] as const;
export type CardCurrency = (typeof CARD_CURRENCIES)[number];

/** Currency filter values on the home page; 'TODAS' means no filter. */
export const CURRENCY_FILTER_ALL = 'TODAS';

/** Month abbreviations shown in dates. */
export const MONTHS_SHORT = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'] as const;
