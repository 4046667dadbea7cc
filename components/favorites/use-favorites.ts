'use client';

import { useCallback, useMemo } from 'react';
import { readStored, STORAGE_KEYS, useStored, writeStored } from '@/components/auth/local-store';
import { useSession } from '@/components/auth/use-session';
import type { FavoriteProduct } from '@/components/product/card-props';
import { asFavoritesMap, favoritesOf, refreshFavorite, toggleFavorite } from './favorites-map';

/** The signed-in user's favorites (local to this browser) and the actions on them. */
export function useFavorites() {
  const { user } = useSession();
  const stored = useStored<unknown>(STORAGE_KEYS.favorites);
  const userId = user?._id ?? null;
  const favorites = useMemo(() => (userId ? favoritesOf(asFavoritesMap(stored), userId) : []), [stored, userId]);

  const update = useCallback(
    (change: (map: ReturnType<typeof asFavoritesMap>, id: string) => ReturnType<typeof asFavoritesMap>) => {
      if (!userId) return;
      writeStored(STORAGE_KEYS.favorites, change(asFavoritesMap(readStored<unknown>(STORAGE_KEYS.favorites)), userId));
    },
    [userId],
  );

  const toggle = useCallback((product: FavoriteProduct) => update((map, id) => toggleFavorite(map, id, product)), [update]);
  const refresh = useCallback((product: FavoriteProduct) => update((map, id) => refreshFavorite(map, id, product)), [update]);
  const isFavorite = useCallback((productId: string) => favorites.some((p) => p._id === productId), [favorites]);
  return { favorites, isFavorite, toggle, refresh };
}
