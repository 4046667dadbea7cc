import { PROVINCES } from '../../geo/provinces';

/** One product as the in-memory catalogue index keeps it: the filter fields plus the stored answer. */
export type IndexEntry = {
  id: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  deleted: boolean;
  /** Hidden by a super admin: left out of every read, like a deleted one. */
  hidden?: boolean;
  promoted: boolean;
  fastDelivery: boolean;
  possibleDiscount: boolean;
  categoryId: string;
  sellerId: string;
  regions: readonly string[];
  currency: string;
  /** USD, price + import cost. */
  totalPrice: number;
  points: number;
  salesCount: number;
  tokens: readonly string[];
  /** The product's answer without its seller's fields, opaque to the index (lib/catalog/memory/payload-codec.ts). */
  payload: string;
};

/** A stored answer and the seller to join it with. */
export type IndexHit = { payload: string; sellerId: string };

/** The bit of each province in a region mask. */
export const PROVINCE_BIT: ReadonlyMap<string, number> = new Map(PROVINCES.map((p, i) => [p.name, 1 << i]));

/** Bit mask of the provinces in `names` (unknown names are ignored). */
export function provinceMask(names: readonly string[]): number {
  return names.reduce((mask, name) => mask | (PROVINCE_BIT.get(name) ?? 0), 0);
}

/** The provinces of a region mask, in PROVINCES order (the inverse of provinceMask for known names). */
export function provinceNames(mask: number): string[] {
  return mask === 0 ? [] : PROVINCES.filter((_, i) => (mask & (1 << i)) !== 0).map((p) => p.name);
}
