'use client';

import Image from 'next/image';
import Link from 'next/link';
import { deliveryLabel } from '@/lib/delivery/labels';
import { lineCouponDiscount } from '@/lib/orders/totals';
import { formatUsd } from '@/lib/money';
import { messages } from '@/lib/messages';
import type { CartLine } from '@/components/cart/cart-lines';
import { productHref } from '@/components/product/product-display';
import { Spinner } from '@/components/ui/Spinner';
import ui from '@/components/ui/ui.module.css';
import { formatDeliveryChoice, lineAvailability } from './cart-groups';
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

const m = messages.cartPage;

/** One cart line: image, name, size and colour, availability, delivery, prices and the quantity controls. */
export function CartLineItem({ line, couponPercent, disabled, saving, onPlus, onMinus, onRemove, onEditDate }: Props) {
  const { product, count } = line;
  const availability = lineAvailability(line);
  const discount = lineCouponDiscount({ price: product.price, count: 1, applyDiscount: product.possibleDiscount }, couponPercent);
  const calendar = product.deliveryCalendar.allowed;
  const date = calendar ? formatDeliveryChoice(line.deliveryCalendar) : null;
  return (
    <li className={styles.line}>
      <Image className={styles.thumb} src={product.mainImageUrl || '/icon.svg'} alt="" width={72} height={72} />
      <div>
        <h4 className={styles.lineName}><Link href={productHref(product._id)}>{product.name}</Link></h4>
        <p className={styles.meta}>
          {line.size && <span>{m.size(line.size)}</span>}
          {line.color && <span className={styles.swatch} style={{ background: line.color }} role="img" aria-label={messages.addToCart.colorOption(line.color)} />}
          {availability.unavailable && <span className={styles.danger}>{messages.cart.notAvailable}</span>}
          {product.fastDelivery && <span className={styles.tag}>{messages.product.fastDelivery}</span>}
        </p>
        {calendar && (
          <p className={styles.meta}>
            <span className={date ? undefined : styles.danger}>{date ? messages.delivers.deliveryDate(date) : messages.calendar.missing}</span>
            <button type="button" className={ui.linkButton} onClick={onEditDate} disabled={disabled} aria-label={m.editDate(product.name)}>
              {messages.common.edit}
            </button>
          </p>
        )}
        <p className={styles.meta}>
          <span>{m.unitPrice(formatUsd(product.totalPrice))}</span>
          {discount > 0 && <span className={styles.tag}>{`${messages.cart.couponDiscount}: -${formatUsd(discount)}`}</span>}
        </p>
        <p className={styles.meta}>
          {!calendar && <span>{m.deliveryTime(deliveryLabel(product))}</span>}
          <span className={availability.over ? styles.danger : undefined}>{messages.cart.available(availability.limit)}</span>
        </p>
        <div className={styles.controls}>
          <button type="button" className={styles.round} onClick={onMinus} disabled={disabled} aria-label={m.lineLess(product.name)}>−</button>
          <span className={styles.count} aria-live="polite">{saving ? <Spinner label /> : count}</span>
          <button type="button" className={styles.round} onClick={onPlus} disabled={disabled} aria-label={m.lineMore(product.name)}>+</button>
          <button type="button" className={`${ui.linkButton} ${styles.remove}`} onClick={onRemove} disabled={disabled} aria-label={m.lineRemove(product.name)}>
            {messages.product.delete}
          </button>
        </div>
      </div>
    </li>
  );
}
