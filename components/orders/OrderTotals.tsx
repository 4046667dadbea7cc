import type { OrderDto } from '@/lib/orders/dto';
import { formatUsd } from '@/lib/money';
import { messages } from '@/lib/messages';
import styles from './orders.module.css';

const c = messages.cart;

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
      <Row label={messages.cartPage.products} amount={order.totalProductsPrice} always />
      <Row label={c.couponDiscount} amount={order.totalProductsCouponDiscount} sign="-" />
      <Row label={messages.cartPage.deliveryCost} amount={order.totalDeliveryCost} always />
      <Row label={c.airWaybill} amount={order.airWaybill} />
      <Row label={c.wallet} amount={order.walletPayment} sign="-" />
      <Row label={messages.ordersPage.cancelled} amount={cancelledNet} sign="-" />
      <dt><strong>{c.total}</strong></dt>
      <dd><strong>{formatUsd(order.total)}</strong></dd>
    </dl>
  );
}
