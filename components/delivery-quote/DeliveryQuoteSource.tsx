'use client';

import { useEffect } from 'react';
import type { DeliveryZone } from '@/lib/delivery/quote';
import type { DeliveryQuote } from '@/lib/delivery/dto';
import { useSWR } from '@/components/ui/use-swr';
import { deliveryQuotePath } from './use-delivery-quote';

/**
 * Asks for the zone's quote for every store and hands it to `onQuote` (null while loading). Rendered
 * by ShopperProvider once a zone is known, so a first visit (no zone yet) neither runs nor downloads
 * the request hooks.
 */
export default function DeliveryQuoteSource({ zone, onQuote }: { zone: DeliveryZone; onQuote(quote: DeliveryQuote | null): void }) {
  const { data } = useSWR<DeliveryQuote>(deliveryQuotePath(zone));
  useEffect(() => onQuote(data ?? null), [data, onQuote]);
  return null;
}
