'use client';

import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, useStored } from '@/components/auth/local-store';

/*
 * The province picker's open flag and the stored province, without the province list: the app
 * providers read these on every page, and the list (lib/geo) must stay out of the first-load JS.
 */
let pickerOpen = false;
const listeners = new Set<() => void>();

/** Opens or closes the 'SELECCIONE UNA PROVINCIA' picker wherever it was asked from. */
export function setProvincePickerOpen(open: boolean): void {
  pickerOpen = open;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the picker is open. */
export function useProvincePickerOpen(): boolean {
  return useSyncExternalStore(subscribe, () => pickerOpen, () => false);
}

/** The province stored under 'region', or null when none was chosen yet. */
export function useStoredRegion(): string | null {
  const value = useStored<string>(STORAGE_KEYS.region);
  return typeof value === 'string' && value ? value : null;
}
