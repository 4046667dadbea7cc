'use client';

import Image from 'next/image';
import Link from '@/components/ui/Link';
import { deliveryLabel } from '@/lib/delivery/labels';
import { lineCouponDiscount } from '@/lib/orders/totals';
import { formatDeliverySlot } from '@/lib/format';
import { formatUsd } from '@/lib/money';
import { calendarMessages } from '@/lib/messages/calendar';
import { cartMessages } from '@/lib/messages/cart';
import { cartPageMessages } from '@/lib/messages/cart-page';
import { commonMessages } from '@/lib/messages/common';
import { deliversMessages } from '@/lib/messages/delivers';
import { productMessages } from '@/lib/messages/product';
import type { CartLine } from '@/components/cart/cart-lines';
import { ColorLabel } from '@/components/cart/ColorLabel';
import { productHref } from '@/components/product/product-display';
import { Spinner } from '@/components/ui/Spinner';
import ui from '@/components/ui/ui.module.css';
import { lineAvailability } from './cart-groups';
import styles from './checkout.module.css';

type Props = {
  line: CartLine;
  couponPercent: number;
  /** Another update is running: the controls wait. */
  disabled: boolean;
  saving: boolean;
  onPlus(): void;
  onMinus(): void;
  onRemove(): void;
  onEditDate(): void;
};

const m = cartPageMessages;

/** One cart line: image, name, size and colour, availability, delivery, prices and the quantity controls. */
export function CartLineItem({ line, couponPercent, disabled, saving, onPlus, onMinus, onRemove, onEditDate }: Props) {
  const { product, count } = line;
  const availability = lineAvailability(line);
  const discount = lineCouponDiscount({ price: product.price, count: 1, applyDiscount: product.possibleDiscount }, couponPercent);
  const calendar = product.deliveryCalendar.allowed;
  const date = calendar ? formatDeliverySlot(line.deliveryCalendar) : null;
  return (
    <li className={styles.line}>
      <Image className={styles.thumb} src={product.mainImageUrl || '/icon.svg'} alt="" width={72} height={72} />
      <div>
        <h4 className={styles.lineName}>
          <Link href={productHref(product._id)}>{product.name}</Link>
        </h4>
        <p className={styles.meta}>
          {line.size && <span>{m.size(line.size)}</span>}
          {line.color && <ColorLabel color={line.color} />}
          {availability.unavailable && <span className={styles.danger}>{cartMessages.notAvailable}</span>}
          {product.fastDelivery && <span className={styles.tag}>{productMessages.fastDelivery}</span>}
        </p>
        {calendar && (
          <p className={styles.meta}>
            <span className={date ? undefined : styles.danger}>{date ? deliversMessages.deliveryDate(date) : calendarMessages.missing}</span>
            <button type="button" className={ui.linkButton} onClick={onEditDate} disabled={disabled} aria-label={m.editDate(product.name)}>
              {commonMessages.edit}
            </button>
          </p>
        )}
        <p className={styles.meta}>
          <span>{m.unitPrice(formatUsd(product.totalPrice))}</span>
          {discount > 0 && <span className={styles.tag}>{`${cartMessages.couponDiscount}: -${formatUsd(discount)}`}</span>}
        </p>
        <p className={styles.meta}>
          {!calendar && <span>{m.deliveryTime(deliveryLabel(product))}</span>}
          <span className={availability.over ? styles.danger : undefined}>{cartMessages.available(availability.limit)}</span>
        </p>
        <div className={styles.controls}>
          <button type="button" className={styles.round} onClick={onMinus} disabled={disabled} aria-label={m.lineLess(product.name)}>
            −
          </button>
          <span className={styles.count} aria-live="polite">
            {saving ? <Spinner label /> : count}
          </span>
          <button type="button" className={styles.round} onClick={onPlus} disabled={disabled} aria-label={m.lineMore(product.name)}>
            +
          </button>
          <button type="button" className={`${ui.linkButton} ${styles.remove}`} onClick={onRemove} disabled={disabled} aria-label={m.lineRemove(product.name)}>
            {productMessages.delete}
          </button>
        </div>
      </div>
    </li>
  );
}
