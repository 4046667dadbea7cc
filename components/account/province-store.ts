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
  return useSyncExternalStore(
    subscribe,
    () => pickerOpen,
    () => false,
  );
}

/** The province stored under 'region', or null when none was chosen yet. */
export function useStoredRegion(): string | null {
  const value = useStored<string>(STORAGE_KEYS.region);
  return typeof value === 'string' && value ? value : null;
}

/*
 * The delivery municipality chosen with the province picker (decision 7: fees upfront). Kept under
 * its own local-storage key, next to 'region', and only valid with the province it was chosen for.
 */
const MUNICIPALITY_KEY = 'municipality';
type StoredMunicipality = { region: string; municipality: string };
const municipalityListeners = new Set<() => void>();
let municipalityCache: { raw: string | null; value: StoredMunicipality | null } = { raw: null, value: null };

function readMunicipality(): StoredMunicipality | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(MUNICIPALITY_KEY);
  } catch {
    return null; // storage disabled
  }
  if (raw === municipalityCache.raw) return municipalityCache.value;
  let value: StoredMunicipality | null = null;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredMunicipality>) : null;
    if (parsed && typeof parsed.region === 'string' && typeof parsed.municipality === 'string')
      value = { region: parsed.region, municipality: parsed.municipality };
  } catch {
    value = null;
  }
  municipalityCache = { raw, value };
  return value;
}

function subscribeMunicipality(listener: () => void): () => void {
  municipalityListeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    municipalityListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Stores the chosen delivery municipality of `region` ('' forgets it). */
export function setStoredMunicipality(region: string, municipality: string): void {
  try {
    if (municipality) window.localStorage.setItem(MUNICIPALITY_KEY, JSON.stringify({ region, municipality }));
    else window.localStorage.removeItem(MUNICIPALITY_KEY);
  } catch {
    // storage disabled or full: the choice lasts until the page reloads
  }
  municipalityListeners.forEach((listener) => listener());
}

/** The municipality chosen with the picker and its province, or null (server render, none chosen). */
export function useStoredMunicipality(): StoredMunicipality | null {
  return useSyncExternalStore(subscribeMunicipality, readMunicipality, () => null);
}
