import '#server-only';
import { Types } from 'mongoose';
import type { Viewer } from '../auth/guard';
import { claimRefunds } from '../claims/service';
import { connectDb } from '../db';
import { AppError } from '../errors';
import { guardedUpdate } from '../guarded-write';
import { formatUsd, fromCents, toCents } from '../money';
import { messages } from '../messages';
import { isCourierFor } from '../tracking/courier';
import { CASH_COLLECTABLE_STATUSES, cashReceiptRefusal, paymentStatusOf } from './payment-status';
import { reconcile, type CourierCash } from './reconcile';
import type { CardRefund, CashReport } from './dto';
import { Order, type LeanOrder } from '@/models/Order';
import { User } from '@/models/User';

const CANCELLED = messages.orderStatus.cancelled;

/**
 * POST /api/admin/cash/received: the courier (lib/tracking/courier.ts) collected a cash-on-delivery
 * order's total; pendiente → pagado, the amount recorded under the courier until handed over. Only
 * once the store confirmed the order (cashReceiptRefusal). The write is guarded on no collection yet
 * and on that status, so two couriers cannot both collect it, nor one race a cancel.
 */
export async function markCashReceived(viewer: Viewer, orderId: string, now = new Date()): Promise<{ message: string }> {
  await connectDb();
  const order = await Order.findById(orderId).lean<LeanOrder>();
  if (!order) throw new AppError('notFound');
  if (!isCourierFor(viewer, order)) throw new AppError('forbidden');
  const refusal = cashReceiptRefusal(order);
  if (refusal) throw new AppError(refusal === 'notCash' ? 'paymentNotCash' : 'cashBeforeConfirmation');
  const updated = await guardedUpdate(
    Order,
    orderId,
    { 'cash.receivedAt': null, currentStatus: { $in: CASH_COLLECTABLE_STATUSES } },
    {
      $set: { paymentStatus: 'pagado', 'cash.receivedAt': now, 'cash.receivedBy': viewer._id, 'cash.amount': order.total ?? 0, 'cash.handedOverAt': null },
    },
  );
  if (!updated) throw new AppError('paymentNotCash');
  return { message: messages.cash.received };
}

/** POST /api/admin/cash/refunded (super admins): a cancelled order that was paid (card or cash) is marked reembolsado once the money went back. */
export async function markRefunded(orderId: string, now = new Date()): Promise<{ message: string }> {
  await connectDb();
  const order = await Order.findById(orderId).lean<LeanOrder>();
  if (!order) throw new AppError('notFound');
  if (order.currentStatus !== CANCELLED || paymentStatusOf(order) !== 'pagado') throw new AppError('paymentNotRefundable');
  const updated = await guardedUpdate(
    Order,
    orderId,
    { currentStatus: CANCELLED, paymentStatus: { $ne: 'reembolsado' } },
    {
      $set: { paymentStatus: 'reembolsado', 'cash.refundedAt': now },
    },
  );
  if (!updated) throw new AppError('paymentNotRefundable');
  return { message: messages.cash.refunded };
}

/**
 * "Cash received": any receipt date. Written as a range rather than `$ne: null`, which the embedded
 * database answers by reading every order; a range on `cash.receivedAt` is answered by its index.
 */
const COLLECTED = { $gte: new Date(-8.64e15) };

type Collected = { _id: Types.ObjectId; cash?: { amount?: number | null; receivedBy?: Types.ObjectId | null; handedOverAt?: Date | null } | null };

/** The reconciliation row of each courier, with the courier's name. */

type WithExtraPayments = {
  _id: Types.ObjectId;
  orderNumber?: number | null;
  extraCardPayments?: { sessionId?: string | null; amount?: number | null; currency?: string | null; paidAt?: Date | null }[] | null;
};

/** Every order's card payments beyond its first, newest first. */
async function cardRefunds(): Promise<CardRefund[]> {
  const docs = await Order.find({ 'extraCardPayments.paidAt': COLLECTED }, '_id orderNumber extraCardPayments').lean<WithExtraPayments[]>();
  return docs
    .flatMap((d) =>
      (d.extraCardPayments ?? []).map((p) => ({
        orderId: String(d._id),
        orderNumber: d.orderNumber ?? null,
        sessionId: p.sessionId ?? '',
        amount: p.amount ?? 0,
        currency: p.currency ?? '',
        paidAt: (p.paidAt ?? new Date(0)).toISOString(),
      })),
    )
    .sort((a, b) => b.paidAt.localeCompare(a.paidAt));
}

/**
 * The name of each courier. No couriers, no query: the embedded FerretDB answers an empty `$in` by
 * reading every user (10,000 at the bench size: most of the cash screen's time when nobody collected).
 */
async function courierNames(ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const users = await User.find({ _id: { $in: ids } }, 'name lastName email').lean();
  return new Map(users.map((u) => [String(u._id), `${u.name ?? ''} ${u.lastName ?? ''}`.trim() || u.email]));
}

/** GET /api/admin/cash (super admins): per courier, orders collected, cash collected, pending hand-over and handed over (USD); the card payments to refund; and the claims' refunds. */
export async function cashReport(): Promise<CashReport> {
  await connectDb();
  const docs = await Order.find({ 'cash.receivedAt': COLLECTED }, '_id cash').lean<Collected[]>();
  const rows = reconcile(
    docs
      .filter((d) => d.cash?.receivedBy)
      .map((d) => ({
        courier: String(d.cash!.receivedBy),
        amount: d.cash!.amount ?? 0,
        handedOver: Boolean(d.cash!.handedOverAt),
      })),
  );
  const names = await courierNames(rows.map((r) => r.courier));
  const sum = (pick: (r: CourierCash) => number) => fromCents(rows.reduce((total, r) => total + toCents(pick(r)), 0));
  return {
    couriers: rows.map((r) => ({ ...r, name: names.get(r.courier) ?? r.courier })),
    totals: { collected: sum((r) => r.collected), pending: sum((r) => r.pending) },
    cardRefunds: await cardRefunds(),
    claimRefunds: await claimRefunds(),
  };
}

/**
 * POST /api/admin/cash/handover body { courierId } (super admins): the courier handed their pending
 * cash to the till; each order is marked once (guarded on not handed over), and the sum is answered.
 */
export async function handOver(viewer: Viewer, courierId: string, now = new Date()): Promise<{ message: string; amount: number; orders: number }> {
  await connectDb();
  const pending = await Order.find({ 'cash.receivedBy': courierId, 'cash.handedOverAt': null, 'cash.receivedAt': COLLECTED }, '_id cash').lean<Collected[]>();
  let cents = 0;
  let orders = 0;
  for (const doc of pending) {
    const updated = await guardedUpdate(Order, doc._id, { 'cash.handedOverAt': null }, { $set: { 'cash.handedOverAt': now, 'cash.handedOverBy': viewer._id } });
    if (!updated) continue;
    cents += toCents(doc.cash?.amount ?? 0);
    orders += 1;
  }
  if (orders === 0) throw new AppError('validation', { message: messages.cash.nothingPending });
  const amount = fromCents(cents);
  return { message: messages.cash.handedOverOk(formatUsd(amount)), amount, orders };
}
