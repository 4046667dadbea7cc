'use client';

import { useMemo } from 'react';
import type { DeliveryZone } from '@/lib/delivery/quote';
import type { DeliveryQuote } from '@/lib/delivery/dto';
import { withQuery } from '@/lib/http/paths';
import { useSession } from '@/components/auth/use-session';
import { useStoredMunicipality, useStoredRegion } from '@/components/account/province-store';

/** GET path of the zone's quote for every store (one request per zone, shared by every card and cached by the browser). */
export function deliveryQuotePath(zone: DeliveryZone): string {
  return withQuery('/api/productsImport/deliveryQuote', { region: zone.region, municipality: zone.municipality });
}

/**
 * The buyer's delivery municipality: the one chosen with the province picker, else the signed-in
 * buyer's default address (unless another province was picked since); null until one is known.
 */
export function useDeliveryZone(): DeliveryZone | null {
  const chosen = useStoredMunicipality();
  const region = useStoredRegion();
  const { user } = useSession();
  const addresses = user?.deliveryAddresses;
  return useMemo(() => {
    if (chosen && (!region || chosen.region === region)) return chosen;
    const address = addresses?.find((a) => a.isDefault) ?? addresses?.[0];
    if (address?.region && address.municipality && (!region || address.region === region))
      return { region: address.region, municipality: address.municipality };
    return null;
  }, [chosen, region, addresses]);
}

/** `fetched` when it is the quote of `zone`, else null (the zone changed and its quote is still loading). */
export function quoteOfZone(fetched: DeliveryQuote | null, zone: DeliveryZone | null): DeliveryQuote | null {
  return fetched && zone && fetched.municipality === zone.municipality && fetched.region === zone.region ? fetched : null;
}
