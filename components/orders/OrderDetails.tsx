'use client';

import Link from '@/components/ui/Link';
import { formatDateTime, formatDecimal } from '@/lib/format';
import { fromCents, toCents } from '@/lib/money';
import { cartPageMessages } from '@/lib/messages/cart-page';
import { deliversMessages } from '@/lib/messages/delivers';
import { ordersMessages } from '@/lib/messages/orders';
import { ordersPageMessages } from '@/lib/messages/orders-page';
import type { OrderDto } from '@/lib/orders/dto';
import { paymentLabel, shownPaymentObservation } from '@/lib/orders/status';
import { OrderActions, type OrderViewer } from './OrderActions';
import { OrderLines } from './OrderLines';
import { OrderTotals } from './OrderTotals';
import { OrderTrackingPanel } from '@/components/tracking/OrderTrackingPanel';
import { OrderReviews } from '@/components/reviews/OrderReviews';
import { TransferPanel } from '@/components/transfer/TransferPanel';
import { OrderClaims } from '@/components/claims/OrderClaims';
import { buyerName, orderWarnings } from './order-view';
import { ordersHref, parseFilters } from './orders-query';
import type { usePayOnline } from './use-pay-online';
import styles from './orders.module.css';

type Props = { order: OrderDto; viewer: OrderViewer; payment: ReturnType<typeof usePayOnline>; onChanged(): void; onPrint(): void };

const p = ordersPageMessages;

/** The buyer's orders page, for a super admin clicking the buyer's name. */
function buyerOrdersHref(order: OrderDto): string {
  return ordersHref({ ...parseFilters(new URLSearchParams(), {}), userId: order.user._id, userFullName: buyerName(order) });
}

/** The super admin's payment details: observation and the card currency conversion. */
function PaymentFacts({ order }: { order: OrderDto }) {
  const currency = order.currencyData;
  return (
    <>
      {order.paymentObservation && <p>{p.paymentObservation(shownPaymentObservation(order.paymentObservation))}</p>}
      {currency && currency.currencyName !== 'usd' && (
        <p>
          {p.conversion(
            currency.currencyName.toUpperCase(),
            currency.exchangeValue,
            formatDecimal(fromCents(Math.round(toCents(order.total) * currency.exchangeValue)), 2),
          )}
        </p>
      )}
      {order.payment && order.payment.amountPaid > 0 && (
        <p>{p.cardPaid(formatDecimal(fromCents(order.payment.amountPaid), 2), order.payment.currency.toUpperCase())}</p>
      )}
    </>
  );
}

/** An opened order: warnings (admins), lines, totals, addressee, payment, history and the actions. */
export function OrderDetails({ order, viewer, payment, onChanged, onPrint }: Props) {
  const warnings = viewer.isAdmin ? orderWarnings(order) : [];
  return (
    <div className={styles.body}>
      {warnings.map((w) => (
        <p key={w} className={styles.warning}>
          {w}
        </p>
      ))}
      <section className={styles.block}>
        <h3 className={styles.blockTitle}>{cartPageMessages.products}</h3>
        <OrderLines lines={order.products} orderStatus={order.currentStatus} isAdmin={viewer.isAdmin} />
      </section>
      {order.user._id === viewer.id && <OrderReviews order={order} token={viewer.token} />}
      {order.user._id === viewer.id && <OrderClaims order={order} token={viewer.token} />}
      <section className={styles.block}>
        <h3 className={styles.blockTitle}>{cartPageMessages.summary}</h3>
        <OrderTotals order={order} />
      </section>
      <section className={`${styles.block} ${styles.facts}`}>
        <h3 className={styles.blockTitle}>{deliversMessages.addressee}</h3>
        <p>
          <strong>{order.addressee.name}</strong> · {order.addressee.ci} · {order.addressee.phone}
        </p>
        <p>{order.addressee.address}</p>
        {viewer.isAdmin && (
          <p>
            {deliversMessages.buyer}: {viewer.isSuperAdmin ? <Link href={buyerOrdersHref(order)}>{buyerName(order)}</Link> : buyerName(order)}
            {` · ${order.user.email} · ${order.user.phone}`}
          </p>
        )}
        <p>
          {p.paymentType}: {paymentLabel(order.paymentType)}
        </p>
        {order.houseGuide && <p>{p.houseGuide(order.houseGuide)}</p>}
        {viewer.isSuperAdmin && <PaymentFacts order={order} />}
        <TransferPanel order={order} viewer={viewer} onChanged={onChanged} />
        <OrderTrackingPanel order={order} viewer={viewer} onChanged={onChanged} />
      </section>
      <section className={styles.block}>
        <h3 className={styles.blockTitle}>{p.history}</h3>
        <ol className={styles.history}>
          {order.statuses.map((entry, i) => (
            <li key={`${entry.status}-${i}`}>
              {entry.status} · {formatDateTime(entry.date)}
            </li>
          ))}
          {order.addresseeEdits?.map((edit, i) => (
            <li key={`address-${i}`}>{ordersMessages.addressEditEntry(formatDateTime(edit.date), edit.previousAddress)}</li>
          ))}
        </ol>
      </section>
      <OrderActions order={order} viewer={viewer} payment={payment} onChanged={onChanged} onPrint={onPrint} />
    </div>
  );
}
