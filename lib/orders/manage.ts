import type { Viewer } from '../auth/guard';
import { connectDb } from '../db';
import { AppError } from '../errors';
import { guardedUpdate, updateById } from '../guarded-write';
import { messages } from '../messages';
import { cancelOrder } from './cancel';
import { toOrderDto, type OrderDto } from './dto';
import { creditPoints } from './ledger';
import { notifyOrderUpdated } from './notify';
import type { ChangeStatusInput, EditOrderInput } from './schemas';
import { type OrderStatus } from './status';
import { assertTransition } from './transition';
import { storeSawDelivery } from '../tracking/courier';
import { cashOwedAtDelivery } from '../cash/payment-status';
import { confirmNeedsReceipt } from '../transfer/rules';
import { Order, type LeanOrder } from '@/models/Order';

const orderStatusMessages = messages.orderStatus;

async function loadOrder(id: string): Promise<LeanOrder> {
  const order = await Order.findById(id).lean<LeanOrder>();
  if (!order) throw new AppError('notFound');
  return order;
}

/**
 * PATCH /api/orders: moves an order to `newStatus` per lib/orders/status.ts (Solicitado→Confirmado
 * needs a payment observation, stored). The write is guarded on the status read, so of two admins
 * moving it at once one wins and the other gets 409; the server keeps the history (date, author).
 * Entregado credits the points the order earned, once, unless the admin is a party to the order. Cancelado goes through cancelOrder.
 */
export async function changeOrderStatus(viewer: Viewer, input: ChangeStatusInput, now = new Date()): Promise<{ message: string; order?: OrderDto }> {
  await connectDb();
  if (input.newStatus === orderStatusMessages.cancelled) return cancelOrder(viewer, input._id, now);
  const order = await loadOrder(input._id);
  const from = order.currentStatus as OrderStatus;
  const to = input.newStatus;
  const allFast = (order.lines ?? []).every((line) => line.fastDelivery);
  assertTransition(from, to, { viewer, allFast, paymentObservation: input.paymentObservation });
  if (to === orderStatusMessages.delivered && cashOwedAtDelivery(order)) throw new AppError('cashBeforeDelivery');
  // A transfer order is confirmed with its receipt (lib/transfer/service.ts), so the payment is recorded.
  if (to === orderStatusMessages.confirmed && confirmNeedsReceipt(order)) throw new AppError('transferVerifyFirst');
  const note = from === orderStatusMessages.requested ? input.paymentObservation?.trim() : undefined;
  const guard: Record<string, unknown> = { currentStatus: from };
  const set: Record<string, unknown> = { currentStatus: to, currentStatusDate: now };
  if (note) set.paymentObservation = note;
  // Points are credited once, and only when the store saw the delivery (lib/tracking/courier.ts).
  const credit = to === orderStatusMessages.delivered && storeSawDelivery(viewer, order);
  if (to === orderStatusMessages.delivered) guard.pointsCreditedAt = null;
  if (credit) set.pointsCreditedAt = now;
  const entry = { status: to, date: now, by: viewer._id, ...(note ? { note } : {}) };
  const updated = await guardedUpdate(Order, input._id, guard, { $set: set, $push: { statuses: entry } });
  if (!updated) throw new AppError('invalidTransition');
  if (credit) await creditPoints(String(updated.user?._id), updated.pointsEarned ?? 0);
  await notifyOrderUpdated(updated);
  return { message: messages.orders.statusChanged, order: toOrderDto(updated, viewer) };
}

/** PATCH /api/orders/editOrder (order admins): sets the house guide number (digits, at most 20). */
export async function editHouseGuide(input: EditOrderInput): Promise<{ message: string }> {
  await connectDb();
  const updated = await updateById(Order, input.orderId, { $set: { houseGuide: input.guideHouse } });
  if (!updated) throw new AppError('notFound');
  return { message: messages.orders.edited };
}
