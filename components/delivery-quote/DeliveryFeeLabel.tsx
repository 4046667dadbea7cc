'use client';

import { productFee } from '@/lib/delivery/quote';
import { ALL_PROVINCES, isServedProvince } from '@/lib/geo/province-names';
import { formatUsd } from '@/lib/money';
import { deliveryQuoteMessages } from '@/lib/messages/delivery-quote';
import { useStoredRegion } from '@/components/account/province-store';
import { useShopper } from '@/components/product/shopper-context';
import styles from './delivery-quote.module.css';

type Props = { sellerId: string; /** The product's price with import cost (USD): a store's free-above threshold applies to it. */ price: number };

/**
 * The delivery fee of one product to the buyer's municipality ('Entrega en Centro Habana: 3.50 USD'
 * or GRATIS), or 'No entrega en Centro Habana' when the store does not deliver there or the zone
 * is paused. A province the store does not serve yet reads 'No entrega en Matanzas' as soon as it
 * is picked, municipality or not. Otherwise nothing until a municipality is known, so
 * server-rendered cards stay the same for all.
 */
export function DeliveryFeeLabel({ sellerId, price }: Props) {
  const { zone, quote } = useShopper();
  const region = useStoredRegion();
  const q = deliveryQuoteMessages;
  const place = zone?.region ?? region;
  if (place && place !== ALL_PROVINCES && !isServedProvince(place)) {
    return (
      <p className={`${styles.fee} ${styles.no}`} data-testid="delivery-fee">
        {q.notDelivering(zone?.municipality ?? place)}
      </p>
    );
  }
  if (!zone || !quote) return null;
  const fee = quote.paused ? { status: 'notDelivering' as const } : productFee(quote.sellers[sellerId], price);
  if (fee.status === 'notDelivering')
    return (
      <p className={`${styles.fee} ${styles.no}`} data-testid="delivery-fee">
        {q.notDelivering(zone.municipality)}
      </p>
    );
  const text = fee.status === 'free' ? deliveryQuoteMessages.free : formatUsd(fee.fee);
  return (
    <p className={`${styles.fee} ${fee.status === 'free' ? styles.free : ''}`} data-testid="delivery-fee">
      {q.fee(zone.municipality, text)}
    </p>
  );
}
