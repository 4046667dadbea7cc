'use client';

import { zonesMessages } from '@/lib/messages/zones';
import type { DeliveryZone } from '@/lib/delivery/quote';
import { pauseFor, zoneLabel } from '@/lib/zones/rules';
import { useSWR } from '@/components/ui/use-swr';
import styles from './zones.module.css';

type Pauses = { pauses: { province: string; municipality: string; notice: string }[] };

/** GET path of the active pauses (public, cached 30 s). */
const ZONE_PAUSES_PATH = '/api/zones';

/** The notice of a paused zone, once a zone is known (ZonePauseBanner): loaded with the request hooks behind it. */
export default function ZonePauseNotice({ zone }: { zone: DeliveryZone }) {
  const { data } = useSWR<Pauses>(ZONE_PAUSES_PATH);
  const pause = data ? pauseFor(data.pauses, zone) : null;
  if (!pause) return null;
  return (
    <p className={styles.banner} role="status">
      {zonesMessages.banner(zoneLabel(pause), pause.notice)}
    </p>
  );
}
