import type { OrderDto } from '@/lib/orders/dto';
import { formatUsd } from '@/lib/money';
import { cartMessages } from '@/lib/messages/cart';
import { cartPageMessages } from '@/lib/messages/cart-page';
import { orderStatusMessages } from '@/lib/messages/order-status';
import { ordersPageMessages } from '@/lib/messages/orders-page';
import { productMessages } from '@/lib/messages/product';
import styles from './orders.module.css';

/** One row of the totals, left out when the amount is zero (unless `always`). */
function Row({ label, amount, sign = '', always = false }: { label: string; amount: number; sign?: string; always?: boolean }) {
  if (!always && !amount) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {sign}
        {formatUsd(amount)}
      </dd>
    </>
  );
}

/**
 * A cancelled order owes nothing (decision 20): what it came to, what was taken and what was given
 * back, then 'Nada que pagar'. The spec's total formula stays in the API, not on screen.
 */
function CancelledBalance({ order }: { order: OrderDto }) {
  const { balance } = order;
  return (
    <>
      <Row label={ordersPageMessages.orderAmount} amount={balance.amount} always />
      <Row label={ordersPageMessages.charged} amount={balance.charged} always />
      <Row label={ordersPageMessages.refundedWallet} amount={balance.refunded.wallet} />
      {balance.refunded.points > 0 && (
        <>
          <dt>{ordersPageMessages.refundedPoints}</dt>
          <dd>{productMessages.points(balance.refunded.points)}</dd>
        </>
      )}
      <Row label={ordersPageMessages.refundedPayment} amount={balance.refunded.payment} />
      <dt>
        <strong>{ordersPageMessages.due}</strong>
      </dt>
      <dd>
        <strong data-testid="order-due">{ordersPageMessages.nothingToPay}</strong>
      </dd>
    </>
  );
}

/** The order's stored amounts and its total (docs/contract/buying.md §9), or a cancelled order's balance; the server computed them all. */
export function OrderTotals({ order }: { order: OrderDto }) {
  const cancelled = order.totalProductsCancelled;
  const cancelledNet = cancelled.price - cancelled.wallet - cancelled.discount;
  const isCancelled = order.currentStatus === orderStatusMessages.cancelled;
  return (
    <dl className={styles.rows}>
      <Row label={cartPageMessages.products} amount={order.totalProductsPrice} always />
      <Row label={cartMessages.couponDiscount} amount={order.totalProductsCouponDiscount} sign="-" />
      <Row label={cartPageMessages.deliveryCost} amount={order.totalDeliveryCost} always />
      <Row label={cartMessages.airWaybill} amount={order.airWaybill} />
      {isCancelled ? (
        <CancelledBalance order={order} />
      ) : (
        <>
          <Row label={cartMessages.wallet} amount={order.walletPayment} sign="-" />
          <Row label={ordersPageMessages.cancelled} amount={cancelledNet} sign="-" />
          <dt>
            <strong>{cartMessages.total}</strong>
          </dt>
          <dd>
            <strong>{formatUsd(order.total)}</strong>
          </dd>
        </>
      )}
    </dl>
  );
}
