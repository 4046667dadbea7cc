import Image from 'next/image';
import Link from '@/components/ui/Link';
import type { OrderLineDto } from '@/lib/orders/dto';
import { formatDeliverySlot } from '@/lib/format';
import { formatUsd, timesUsd } from '@/lib/money';
import { cartPageMessages } from '@/lib/messages/cart-page';
import { deliversMessages } from '@/lib/messages/delivers';
import { productMessages } from '@/lib/messages/product';
import { shownLineStatus, trackStatusColor } from '@/lib/orders/status';
import { ColorLabel } from '@/components/cart/ColorLabel';
import { productHref } from '@/components/product/product-display';
import { sortOrderLines } from './order-view';
import styles from './orders.module.css';

/**
 * An order's lines, fast delivery first and then by store, each with its tracking status in its
 * colour (following a cancelled or delivered order), its points (0 for fast lines) and, for a
 * calendar line, the agreed delivery slot in place of the fast-delivery tag; admins can open the
 * product from the line.
 */
export function OrderLines({ lines, orderStatus, isAdmin }: { lines: readonly OrderLineDto[]; orderStatus: string; isAdmin: boolean }) {
  return (
    <ul className={styles.lines}>
      {sortOrderLines(lines).map((line) => {
        const unit = line.product.price + line.product.importCost;
        const status = shownLineStatus(orderStatus, line.trackStatus.currentStatus, line.replacement);
        const slot = formatDeliverySlot(line.deliveryCalendar);
        return (
          <li key={line._id} className={styles.line}>
            <Image className={styles.thumb} src={line.product.mainImageUrl || '/icon.svg'} alt="" width={56} height={56} />
            <div>
              <p className={styles.lineName}>{isAdmin ? <Link href={productHref(line.product._id)}>{line.product.name}</Link> : line.product.name}</p>
              <p className={styles.muted}>
                {deliversMessages.quantity(line.count)} · {formatUsd(timesUsd(unit, line.count))}
                {line.size && ` · ${cartPageMessages.size(line.size)}`}
                {line.color && (
                  <>
                    {' '}
                    · <ColorLabel color={line.color} />
                  </>
                )}
                {line.product.fastDelivery && !slot && ` · ${productMessages.fastDelivery}`}
                {` · ${productMessages.points(line.product.fastDelivery ? 0 : line.product.points * line.count)}`}
              </p>
              {slot && <p className={styles.slot}>{deliversMessages.deliveryDate(slot)}</p>}
              {status && (
                <span className={styles.track} style={{ background: trackStatusColor(status) }}>
                  {status}
                </span>
              )}
              {line.trackStatus.message && <p className={styles.muted}>{line.trackStatus.message}</p>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
