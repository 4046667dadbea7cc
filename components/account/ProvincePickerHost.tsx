'use client';

import { lazyComponent } from '@/components/ui/lazy-component';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { useHydrated } from '@/components/auth/local-store';
import { setProvincePickerOpen, useProvincePickerOpen, useStoredRegion } from './province-store';

// The province list loads when the picker first opens.
const ProvinceModal = lazyComponent(() => import('./ProvinceModal'));

/**
 * Mounted once by the app providers: renders the picker while it is open (so it outlives the
 * filter menu that opened it), and opens it on the home page when no province is stored yet
 * (docs/contract/catalogue.md screen 12).
 */
export function ProvincePickerHost() {
  const open = useProvincePickerOpen();
  const pathname = usePathname();
  const hydrated = useHydrated();
  const stored = useStoredRegion();
  useEffect(() => {
    if (hydrated && pathname === '/' && !stored) setProvincePickerOpen(true);
  }, [hydrated, pathname, stored]);
  return open ? <ProvinceModal onClose={() => setProvincePickerOpen(false)} /> : null;
}
