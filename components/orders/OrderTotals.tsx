import type { OrderDto } from '@/lib/orders/dto';
import { formatUsd } from '@/lib/money';
import { cartMessages } from '@/lib/messages/cart';
import { cartPageMessages } from '@/lib/messages/cart-page';
import { ordersPageMessages } from '@/lib/messages/orders-page';
import styles from './orders.module.css';

const c = cartMessages;

/** One row of the totals, left out when the amount is zero (unless `always`). */
function Row({ label, amount, sign = '', always = false }: { label: string; amount: number; sign?: string; always?: boolean }) {
  if (!always && !amount) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{sign}{formatUsd(amount)}</dd>
    </>
  );
}

/** The order's stored amounts and its total (buying.md §9); the server computed them all. */
export function OrderTotals({ order }: { order: OrderDto }) {
  const cancelled = order.totalProductsCancelled;
  const cancelledNet = cancelled.price - cancelled.wallet - cancelled.discount;
  return (
    <dl className={styles.rows}>
      <Row label={cartPageMessages.products} amount={order.totalProductsPrice} always />
      <Row label={c.couponDiscount} amount={order.totalProductsCouponDiscount} sign="-" />
      <Row label={cartPageMessages.deliveryCost} amount={order.totalDeliveryCost} always />
      <Row label={c.airWaybill} amount={order.airWaybill} />
      <Row label={c.wallet} amount={order.walletPayment} sign="-" />
      <Row label={ordersPageMessages.cancelled} amount={cancelledNet} sign="-" />
      <dt><strong>{c.total}</strong></dt>
      <dd><strong>{formatUsd(order.total)}</strong></dd>
    </dl>
  );
}
