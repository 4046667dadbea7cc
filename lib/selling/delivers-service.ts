import { Types, type PipelineStage } from 'mongoose';
import type { Viewer } from '../auth/guard';
import { connectDb } from '../db';
import { AppError } from '../errors';
import { guardedUpdate } from '../guarded-write';
import { messages } from '../messages';
import type { LeanOrder } from '../orders/dto';
import { TRACK_STATUSES, type TrackStatus } from '../orders/status';
import { ADMINS_ROOM, SOCKET_EVENTS } from '../realtime/events';
import { emitToRoom, emitToUser } from '../realtime/server';
import { Order } from '@/models/Order';
import type { DeliveriesPage, DeliveryLineDto } from './dto';
import { countOrders, orderMatch } from './order-sums';
import type { DeliversQuery, TrackStatusInput } from './schemas';

const CANCELLED = messages.orderStatus.cancelled;

type LeanLine = LeanOrder['lines'][number] & { _id: Types.ObjectId };
/** One order with a single line of it in `lines`. */
type UnwoundOrder = Omit<LeanOrder, 'lines'> & { lines: LeanLine };

function toDto(order: UnwoundOrder): DeliveryLineDto {
  const line = order.lines;
  const calendar = line.deliveryCalendar;
  return {
    orderId: String(order._id), orderNumber: order.orderNumber, orderStatus: order.currentStatus ?? '',
    createdAt: new Date(order.createdAt ?? 0).toISOString(), lineId: String(line._id),
    product: { _id: String(line.product), name: line.name, mainImageUrl: line.mainImageUrl ?? '' },
    count: line.count, size: line.size ?? '', color: line.color ?? '', price: line.price, fastDelivery: Boolean(line.fastDelivery),
    deliveryCalendar: calendar?.day ? { day: calendar.day, month: calendar.month, year: calendar.year, hours: calendar.hours, minutes: calendar.minutes, ampm: calendar.ampm } : null,
    trackStatus: { currentStatus: line.trackStatus?.currentStatus ?? TRACK_STATUSES[0], message: line.trackStatus?.message ?? '' },
    buyer: { name: order.user?.name ?? '', lastName: order.user?.lastName ?? '', phone: order.user?.phone ?? '' },
    addressee: {
      name: order.addressee?.name ?? '', phone: order.addressee?.phone ?? '', address: order.addressee?.address ?? '',
      region: order.addressee?.region ?? '', municipality: order.addressee?.municipality ?? '',
    },
  };
}

/** The viewer's lines of the orders the dashboard counts too (one order when orderId is given), before the status filter. */
function sellerLines(sellerId: string, orderId?: string): PipelineStage[] {
  const match = orderMatch({ sellerId });
  if (orderId) match._id = new Types.ObjectId(orderId);
  return [{ $match: match }, { $unwind: '$lines' }, { $match: { 'lines.seller': new Types.ObjectId(sellerId) } }];
}

/**
 * GET /api/delivers (sellers): a page of the viewer's order lines, newest order first, optionally
 * of one tracking status, with the number of lines in each status and of orders counted (as the dashboard).
 */
export async function listDeliveries(viewer: Viewer, query: DeliversQuery): Promise<DeliveriesPage> {
  await connectDb();
  const base = sellerLines(viewer._id, query.orderId);
  const filtered = query.status ? [...base, { $match: { 'lines.trackStatus.currentStatus': query.status } }] : base;
  const [orders, counted, page, byStatus] = await Promise.all([
    countOrders({ sellerId: viewer._id }),
    Order.aggregate<{ n: number }>([...filtered, { $count: 'n' }]),
    // Newest order first by its id (its creation time); FerretDB's $unwind keeps only _id and the unwound field.
    Order.aggregate<{ _id: Types.ObjectId; lines: LeanLine }>([...filtered, { $sort: { _id: -1, 'lines._id': 1 } }, { $skip: (query.page - 1) * query.limit }, { $limit: query.limit }]),
    Order.aggregate<{ _id: string; n: number }>([...base, { $group: { _id: '$lines.trackStatus.currentStatus', n: { $sum: 1 } } }]),
  ]);
  const shown = await Order.find({ _id: { $in: [...new Set(page.map((row) => String(row._id)))] } }, '-lines -statuses -checkoutSessions').lean();
  const byId = new Map(shown.map((o) => [String(o._id), o as Omit<LeanOrder, 'lines'>]));
  const lines = page.filter((row) => byId.has(String(row._id))).map((row) => toDto({ ...byId.get(String(row._id))!, lines: row.lines }));
  const statusCounts = Object.fromEntries(TRACK_STATUSES.map((s) => [s, byStatus.find((row) => row._id === s)?.n ?? 0])) as Record<TrackStatus, number>;
  return { count: counted[0]?.n ?? 0, orders, lines, statusCounts };
}

/**
 * PATCH /api/delivers/{orderId}/{lineId} (sellers): sets the tracking status of one line whose
 * seller is the viewer (403 otherwise, 404 when missing, 409 when the order is cancelled or
 * changed meanwhile), then tells the buyer and the admins through an `orderUpdated` event.
 */
export async function setLineTrackStatus(viewer: Viewer, orderId: string, lineId: string, input: TrackStatusInput): Promise<DeliveryLineDto> {
  await connectDb();
  const order = (await Order.findById(orderId).lean()) as LeanOrder | null;
  const index = order?.lines.findIndex((l) => String((l as LeanLine)._id) === lineId) ?? -1;
  if (!order || index < 0) throw new AppError('notFound');
  const line = order.lines[index] as LeanLine;
  if (String(line.seller) !== viewer._id) throw new AppError('forbidden');
  if (order.currentStatus === CANCELLED) throw new AppError('invalidTransition');
  const at = `lines.${index}`;
  const guard = { currentStatus: { $ne: CANCELLED }, [`${at}._id`]: line._id, [`${at}.seller`]: line.seller };
  const update = { $set: { [`${at}.trackStatus.currentStatus`]: input.currentStatus, [`${at}.trackStatus.message`]: input.message } };
  const written = (await guardedUpdate(Order, orderId, guard, update)) as LeanOrder | null;
  if (!written) throw new AppError('conflict');
  const dto = toDto({ ...written, lines: written.lines[index] as LeanLine });
  await notifyLineChanged(written, dto);
  return dto;
}

/** The buyer's and the admins' `orderUpdated` event; a failure is logged and never fails the request. */
async function notifyLineChanged(order: LeanOrder, line: DeliveryLineDto): Promise<void> {
  const payload = { orderId: line.orderId, orderNumber: order.orderNumber, currentStatus: order.currentStatus, lineId: line.lineId, trackStatus: line.trackStatus };
  const results = await Promise.allSettled([
    (async () => emitToUser(String(order.user?._id), SOCKET_EVENTS.orderUpdated, payload))(),
    (async () => emitToRoom(ADMINS_ROOM, SOCKET_EVENTS.orderUpdated, payload))(),
  ]);
  for (const r of results) if (r.status === 'rejected') console.error('[delivers] orderUpdated:', r.reason);
}
