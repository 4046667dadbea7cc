/**
 * The province names the storefront's client code needs, without the 168 municipalities
 * (lib/geo/provinces.ts loads the whole list; importing it from a page's client code would put
 * that list in the page's first-load JavaScript).
 */

/** The picker's first entry: no province filter. */
export const ALL_PROVINCES = 'Todas las Provincias';
export const DEFAULT_PROVINCE = 'La Habana';
/** The municipality select's placeholder, never a valid value. */
export const MUNICIPALITY_PLACEHOLDER = 'Municipio';
/** Delivery is allowed only in these provinces for now (docs/contract/buying.md §9). */
export const DELIVERY_PROVINCES: readonly string[] = [DEFAULT_PROVINCE];

/** True when the store delivers in `region` at all; elsewhere shoppers may browse but not order. */
export function isServedProvince(region: string | null | undefined): boolean {
  return DELIVERY_PROVINCES.includes(region ?? '');
}
