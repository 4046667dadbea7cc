'use client';

import useSWR from 'swr';
import { zonesMessages } from '@/lib/messages/zones';
import type { DeliveryZone } from '@/lib/delivery/quote';
import { pauseFor, zoneLabel } from '@/lib/zones/rules';
import { useStoredRegion } from '@/components/account/province-store';
import { useShopper } from '@/components/product/shopper-context';
import styles from './zones.module.css';

type Pauses = { pauses: { province: string; municipality: string; notice: string }[] };

/** GET path of the active pauses (public, cached 30 s). */
export const ZONE_PAUSES_PATH = '/api/zones';

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

/** Asks for the pauses only once a zone is known (a first visit has none: no request, no request hooks). */
function ZonePauseNotice({ zone }: { zone: DeliveryZone }) {
  const { data } = useSWR<Pauses>(ZONE_PAUSES_PATH);
  const pause = data ? pauseFor(data.pauses, zone) : null;
  if (!pause) return null;
  return (
    <p className={styles.banner} role="status">
      {zonesMessages.banner(zoneLabel(pause), pause.notice)}
    </p>
  );
}
