'use client';

import { formatUsd } from '@/lib/money';
import { cartMessages } from '@/lib/messages/cart';
import { cartPageMessages } from '@/lib/messages/cart-page';
import { checkoutMessages } from '@/lib/messages/checkout';
import ui from '@/components/ui/ui.module.css';
import type { CartPreview } from './cart-preview';
import styles from './checkout.module.css';

type Props = {
  preview: CartPreview;
  hasAddress: boolean;
  coupon: React.ReactNode;
  disabled: boolean;
  onPlaceOrder(): void;
};

const c = cartMessages;

function deliveryText(preview: CartPreview, hasAddress: boolean): string {
  if (!hasAddress) return c.selectAddress;
  return preview.deliveryKnown ? formatUsd(preview.delivery) : cartPageMessages.deliveryPending;
}

/**
 * The checkout summary: products, coupon discount, delivery, the air waybill tax with its points
 * reduction, the wallet when used, the total, the coupon boxes and HACER PEDIDO. A preview only:
 * the server prices the order again.
 */
export function CartSummary({ preview, hasAddress, coupon, disabled, onPlaceOrder }: Props) {
  const { airTax } = preview;
  return (
    <section className={styles.card} aria-labelledby="cart-summary">
      <h2 id="cart-summary" className={styles.sectionTitle}>
        {cartPageMessages.summary}
      </h2>
      <dl className={styles.rows}>
        <dt>{cartPageMessages.products}</dt>
        <dd>{formatUsd(preview.products)}</dd>
        {preview.couponDiscount > 0 && (
          <>
            <dt>{c.couponDiscount}</dt>
            <dd>-{formatUsd(preview.couponDiscount)}</dd>
          </>
        )}
        <dt>{cartPageMessages.deliveryCost}</dt>
        <dd>{deliveryText(preview, hasAddress)}</dd>
        {preview.airTaxBase > 0 && (
          <>
            <dt>
              {c.airWaybill}
              {airTax.pointsUsed > 0 && <span className={styles.note}> ({cartPageMessages.airWaybillPoints(airTax.pointsUsed)})</span>}
            </dt>
            <dd>
              {airTax.pointsUsed > 0 && <span className={styles.struck}>{formatUsd(preview.airTaxBase)}</span>}
              {formatUsd(airTax.tax)}
            </dd>
          </>
        )}
        {preview.wallet > 0 && (
          <>
            <dt>{c.wallet}</dt>
            <dd>-{formatUsd(preview.wallet)}</dd>
          </>
        )}
        <dt className={styles.totalRow}>{c.total}</dt>
        <dd className={styles.totalRow}>{formatUsd(preview.total)}</dd>
      </dl>
      <p className={styles.note}>{cartPageMessages.previewNote}</p>
      {coupon}
      <button type="button" className={`${ui.button} ${styles.placeOrder}`} onClick={onPlaceOrder} disabled={disabled}>
        {checkoutMessages.placeOrder}
      </button>
    </section>
  );
}
