import { favoriteProductOf, type FavoriteProduct } from '@/components/product/card-props';

/**
 * Favorites as stored under 'favorites' (docs/contract/catalogue.md §3): one map per user id, product id → what
 * FAVORITOS shows of the product as last seen (name, picture, price; shown while the fresh copy loads). Pure
 * helpers, no storage access.
 */
export type FavoritesMap = Record<string, Record<string, FavoriteProduct>>;

/** The map read from storage, or an empty one when it is missing or malformed. */
export function asFavoritesMap(value: unknown): FavoritesMap {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as FavoritesMap) : {};
}

/** One user's favorites, in the order they were added. */
export function favoritesOf(map: FavoritesMap, userId: string): FavoriteProduct[] {
  const own = map[userId];
  return own && typeof own === 'object' ? Object.values(own).filter((p) => p && typeof p._id === 'string') : [];
}

/** The map with `product` added for the user (what FAVORITOS shows of it, not the whole product), or removed when it was there. */
export function toggleFavorite(map: FavoritesMap, userId: string, product: FavoriteProduct): FavoritesMap {
  const own = { ...(map[userId] ?? {}) };
  if (own[product._id]) delete own[product._id];
  else own[product._id] = favoriteProductOf(product);
  return { ...map, [userId]: own };
}

/** The map with a favorite's stored copy replaced by a fresher one (only when it is still a favorite). */
export function refreshFavorite(map: FavoritesMap, userId: string, product: FavoriteProduct): FavoritesMap {
  if (!map[userId]?.[product._id]) return map;
  return { ...map, [userId]: { ...map[userId], [product._id]: favoriteProductOf(product) } };
}
