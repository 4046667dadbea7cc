'use client';

import { lazyComponent } from '@/components/ui/lazy-component';
import type { DeliveryZone } from '@/lib/delivery/quote';
import { useStoredRegion } from '@/components/account/province-store';
import { useShopper } from '@/components/product/shopper-context';

// Asks for the pauses only once a zone is known: a first visit has none, and neither runs nor
// downloads the request hooks.
const ZonePauseNotice = lazyComponent(() => import('./ZonePauseNotice'), null, { optional: true });

/**
 * The notice of a paused zone for the shoppers of that zone: the given zone (the cart's address),
 * else the buyer's municipality, else the province stored by the picker. Nothing for other zones.
 */
export function ZonePauseBanner({ zone: given }: { zone?: DeliveryZone | null }) {
  const { zone: chosen } = useShopper();
  const region = useStoredRegion();
  const zone = given ?? chosen ?? (region ? { region, municipality: '' } : null);
  return zone ? <ZonePauseNotice zone={zone} /> : null;
}
