import data from './cuba-provinces.json';
import { ALL_PROVINCES } from './province-names';

export { ALL_PROVINCES, DEFAULT_PROVINCE, DELIVERY_PROVINCES, isServedProvince, MUNICIPALITY_PLACEHOLDER } from './province-names';

export type Province = { name: string; municipalities: string[] };

/** The 16 provinces, west to east, each with its municipalities. */
export const PROVINCES: readonly Province[] = data.provinces;

/** Province names with 'Todas las Provincias' first, as the picker lists them. */
export const PROVINCE_OPTIONS: readonly string[] = [ALL_PROVINCES, ...PROVINCES.map((p) => p.name)];

/** The municipalities of a province, or [] for an unknown one. */
export function municipalitiesOf(province: string): string[] {
  return PROVINCES.find((p) => p.name === province)?.municipalities ?? [];
}

/** True when `province` is one of the 16 provinces (not the 'all' entry). */
export function isProvince(province: string): boolean {
  return PROVINCES.some((p) => p.name === province);
}

/** True when `municipality` belongs to `province`. */
export function isMunicipalityOf(province: string, municipality: string): boolean {
  return municipalitiesOf(province).includes(municipality);
}
