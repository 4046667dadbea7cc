'use client';

import { useCallback } from 'react';
import { DEFAULT_PROVINCE } from '@/lib/geo/province-names';
import { navMessages } from '@/lib/messages/nav';
import { Icon } from '@/components/layout/icons';
import { pinIcon } from '@/components/layout/inner-icons';
import { STORAGE_KEYS, useHydrated, writeStored } from '@/components/auth/local-store';
import { setProvincePickerOpen, useStoredRegion } from './province-store';
import styles from './account.module.css';

/** Opens the 'SELECCIONE UNA PROVINCIA' picker (rendered by ProvincePickerHost in the app providers). */
export function openProvincePicker(): void {
  setProvincePickerOpen(true);
}

/** The delivery province kept under 'region' (La Habana when none is stored), and its setter. */
export function useRegion(): { region: string; stored: string | null; setRegion(region: string): void } {
  const stored = useStoredRegion();
  const setRegion = useCallback((region: string) => writeStored(STORAGE_KEYS.region, region), []);
  return { region: stored ?? DEFAULT_PROVINCE, stored, setRegion };
}

/** The delivery-province filter: shows the stored province and opens the picker. */
export function ProvinceFilterButton() {
  const { region } = useRegion();
  const hydrated = useHydrated();
  return (
    <button type="button" className={styles.provinceButton} aria-haspopup="dialog" onClick={openProvincePicker}>
      <Icon path={pinIcon} size={18} />
      <span>{navMessages.province(hydrated ? region : DEFAULT_PROVINCE)}</span>
    </button>
  );
}
