'use client';

import { useSyncExternalStore } from 'react';

/**
 * The browser's local storage as a small reactive store (docs/contract/catalogue.md §3): JSON values under the
 * spec's keys, read through useSyncExternalStore so every widget (cart badge, favorites, session)
 * updates together, across tabs too. The server snapshot is always null.
 */
export const STORAGE_KEYS = {
  user: 'user',
  session: 'session',
  region: 'region',
  cart: 'cart',
  favorites: 'favorites',
  /** Cart changes and orders made without a line, sent when it returns (components/offline/). */
  cartEdits: 'cartEdits',
  orderQueue: 'orderQueue',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

type Listener = () => void;
const listeners = new Set<Listener>();
/** Parsed values keyed by their raw text, so a snapshot keeps its identity until the text changes. */
const cache = new Map<string, { raw: string | null; value: unknown }>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, blocked cookies)
  }
}

/** The parsed value under `key`, or null when missing or unreadable. */
export function readStored<T>(key: StorageKey): T | null {
  const raw = storage()?.getItem(key) ?? null;
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.value as T | null;
  let value: unknown = null;
  if (raw !== null) {
    try {
      value = JSON.parse(raw);
    } catch {
      value = null;
    }
  }
  cache.set(key, { raw, value });
  return value as T | null;
}

/** Stores `value` as JSON under `key` (null removes it) and notifies every reader. */
export function writeStored(key: StorageKey, value: unknown): void {
  const store = storage();
  if (!store) return;
  try {
    if (value === null || value === undefined) store.removeItem(key);
    else store.setItem(key, JSON.stringify(value));
  } catch {
    // quota exceeded: the value lives until the next read fails; nothing else to do
  }
  notifyAll();
}

/** Every reader re-reads: after a write in this tab, or a change made in another tab. */
function notifyAll(): void {
  listeners.forEach((listener) => listener());
}

/**
 * Subscribes to changes from this tab and from other tabs. One window listener serves every
 * reader: a product grid has dozens of them, and adding a listener each cost the hydration time.
 */
export function subscribeStored(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('storage', notifyAll);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', notifyAll);
  };
}

/** The stored value under `key`, re-rendering when it changes; null on the server and in the first paint. */
export function useStored<T>(key: StorageKey): T | null {
  return useSyncExternalStore(
    subscribeStored,
    () => readStored<T>(key),
    () => null,
  );
}

const noop = () => () => {};

/** False during server rendering and hydration, true once the browser state can be read. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

/** The anonymous session id (generated once), sent as ?sessionId= while logged out. */
export function anonymousSessionId(): string {
  const stored = readStored<string>(STORAGE_KEYS.session);
  if (typeof stored === 'string' && stored) return stored;
  const id = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  writeStored(STORAGE_KEYS.session, id);
  return id;
}
