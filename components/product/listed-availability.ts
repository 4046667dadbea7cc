'use client';

import { useSyncExternalStore } from 'react';

/**
 * Availability an owner has just switched on a card, per product id, for this page's life: the
 * card's own buying controls follow the switch at once (AGOTADO instead of AÑADIR AL CARRITO and
 * COMPRAR), without waiting for the list to be fetched again.
 */
const switched = new Map<string, boolean>();
const listeners = new Set<() => void>();

export function setListedAvailability(productId: string, available: boolean): void {
  switched.set(productId, available);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The product's availability as the owner last switched it here, else as it was loaded. */
export function useListedAvailability(product: { _id: string; available: boolean }): boolean {
  return useSyncExternalStore(
    subscribe,
    () => switched.get(product._id) ?? product.available,
    () => product.available,
  );
}
