import type { DeliveryZone } from '../delivery/quote';

/** An active pause as the shop and checkout see it; municipality '' covers the whole province. */
export type ActivePause = { _id: string; province: string; municipality: string; notice: string; since: string };

/**
 * The pause that stops orders to `zone`, or null: a pause of its municipality first, else one of
 * its whole province. A zone without a municipality is stopped only by a whole-province pause.
 */
export function pauseFor<P extends Pick<ActivePause, 'province' | 'municipality'>>(
  pauses: readonly P[],
  zone: Partial<DeliveryZone> | null | undefined,
): P | null {
  if (!zone?.region) return null;
  const inProvince = pauses.filter((p) => p.province === zone.region);
  return inProvince.find((p) => p.municipality !== '' && p.municipality === zone.municipality) ?? inProvince.find((p) => p.municipality === '') ?? null;
}

/** The zone's name for notices: 'Centro Habana (La Habana)' or the province alone. */
export function zoneLabel(zone: { province: string; municipality: string }): string {
  return zone.municipality ? `${zone.municipality} (${zone.province})` : zone.province;
}
