import '#server-only';
import { Types } from 'mongoose';
import type { Viewer } from '../auth/guard';
import { connectDb } from '../db';
import { AppError } from '../errors';
import { guardedUpdate } from '../guarded-write';
import { messages } from '../messages';
import { shownLineStatus, TRACK_STATUSES, type TrackStatus } from '../orders/status';
import { skipOf } from '../paging';
import { ADMINS_ROOM, SOCKET_EVENTS } from '../realtime/events';
import { emitToRoom, emitToUser } from '../realtime/server';
import { Order, type LeanOrder, type LeanOrderLine } from '@/models/Order';
import type { DeliveriesPage, DeliveryLineDto } from './dto';
import { sellerLinesFrom, sellerLinesPage } from './deliveries-page';
import { figuresByDay, ordersOfDay, sellerKeptDays, type KeptSellerDay } from './kept-seller-days';
import { orderMatch } from './order-sums';
import { daysOfPage, linesOfDay, ordersOfPage } from './seller-days';
import type { DeliversQuery, TrackStatusInput } from './schemas';

const CANCELLED = messages.orderStatus.cancelled;

/** One order with a single line of it in `lines`. */
type UnwoundOrder = Omit<LeanOrder, 'lines'> & { lines: LeanOrderLine };

function toDto(order: UnwoundOrder): DeliveryLineDto {
  const line = order.lines;
  const calendar = line.deliveryCalendar;
  return {
    orderId: String(order._id),
    orderNumber: order.orderNumber,
    orderStatus: order.currentStatus ?? '',
    createdAt: new Date(order.createdAt ?? 0).toISOString(),
    lineId: String(line._id),
    product: { _id: String(line.product), name: line.name, mainImageUrl: line.mainImageUrl ?? '' },
    count: line.count,
    size: line.size ?? '',
    color: line.color ?? '',
    price: line.price,
    fastDelivery: Boolean(line.fastDelivery),
    deliveryCalendar: calendar?.day
      ? { day: calendar.day, month: calendar.month, year: calendar.year, hours: calendar.hours, minutes: calendar.minutes, ampm: calendar.ampm }
      : null,
    // The state every screen shows (a delivered order's lines read Entregado), not only what the seller last set.
    trackStatus: {
      currentStatus: shownLineStatus(order.currentStatus ?? '', line.trackStatus?.currentStatus ?? TRACK_STATUSES[0], Boolean(line.replacementFor)),
      message: line.trackStatus?.message ?? '',
    },
    buyer: { name: order.user?.name ?? '', lastName: order.user?.lastName ?? '', phone: order.user?.phone ?? '' },
    addressee: {
      name: order.addressee?.name ?? '',
      phone: order.addressee?.phone ?? '',
      address: order.addressee?.address ?? '',
      region: order.addressee?.region ?? '',
      municipality: order.addressee?.municipality ?? '',
    },
  };
}

/** Reads of a page at most: a second when the first came short (listDeliveries). */
const PAGE_READS = 2;

/**
 * GET /api/delivers (sellers): a page of the viewer's order lines, newest order first, optionally
 * of one tracking status, with the number of lines in each status and of orders counted (as the dashboard).
 * The counts are summed from the seller's kept days (lib/selling/kept-seller-days.ts), which also
 * say which of the seller's orders hold the page: only those are read, by `_id`, whatever the
 * history's length and however many orders of other sellers share their days.
 */
export async function listDeliveries(viewer: Viewer, query: DeliversQuery): Promise<DeliveriesPage> {
  await connectDb();
  for (let attempt = 1; ; attempt += 1) {
    const days = await sellerKeptDays(viewer._id);
    const orders = [...days.values()].reduce((sum, d) => sum + d.figures.orders, 0);
    const { count, rows, statusCounts, found } = query.orderId ? await oneOrderLines(viewer._id, query) : await pageLines(viewer._id, days, query);
    // A page short of what the counts promise: one of its orders was cancelled, or a line changed
    // status, between the counts and the read. Counted and read once more, it is whole again.
    if (!query.orderId && rows.length < Math.min(query.limit, count - skipOf(query)) && attempt < PAGE_READS) continue;
    const byId = new Map(found.map((o) => [String(o._id), o]));
    const lines = rows.map((row) => toDto({ ...(byId.get(row.orderId)! as unknown as Omit<LeanOrder, 'lines'>), lines: row.line }));
    return { count, orders, lines, statusCounts };
  }
}

type OrderLines = { _id: Types.ObjectId; createdAt: Date; currentStatus?: string; lines: LeanOrderLine[] };

/** What a line's DTO shows of its order (toDto), read with the lines: no second read of the page's orders. */
const SHOWN_FIELDS = { orderNumber: 1, currentStatus: 1, createdAt: 1, user: 1, addressee: 1, lines: 1 } as const;

/** The lines of the one order asked for, counted and paged as every line (sellerLinesPage). */
async function oneOrderLines(sellerId: string, query: DeliversQuery) {
  const match = { ...orderMatch({ sellerId }), _id: new Types.ObjectId(query.orderId) };
  const found = await Order.find(match, SHOWN_FIELDS).lean<OrderLines[]>();
  return { ...sellerLinesPage(found, sellerId, query.status, query.page, query.limit), found };
}

/**
 * The page of the seller's lines, from the orders that hold it, read by `_id`: the kept days say
 * which days hold the page, and those days' kept orders (newest first, with the states of the
 * seller's lines) which of their orders; the counts from every kept day.
 */
async function pageLines(sellerId: string, days: ReadonlyMap<string, KeptSellerDay>, query: DeliversQuery) {
  const statusCounts = Object.fromEntries(TRACK_STATUSES.map((s) => [s, 0])) as Record<TrackStatus, number>;
  let count = 0;
  for (const { figures } of days.values()) {
    count += linesOfDay(figures, query.status);
    for (const status of TRACK_STATUSES) statusCounts[status] += figures.statusLines[status] ?? 0;
  }
  const skip = skipOf(query);
  const span = daysOfPage(figuresByDay(days), query.status, skip, query.limit);
  if (!span) return { count, rows: [], statusCounts, found: [] };
  const spanOrders = [...days.keys()]
    .filter((day) => day >= span.oldest && day <= span.newest)
    .sort()
    .reverse()
    .flatMap((day) => ordersOfDay(days.get(day)!));
  const { orderIds, linesBefore } = ordersOfPage(spanOrders, query.status, skip - span.linesBefore, query.limit);
  const match = { ...orderMatch({}), _id: { $in: orderIds.map((id) => new Types.ObjectId(id)) } };
  const found = orderIds.length ? await Order.find(match, SHOWN_FIELDS).lean<OrderLines[]>() : [];
  const { rows } = sellerLinesFrom(found, sellerId, query.status, linesBefore, query.limit);
  return { count, rows, statusCounts, found };
}

/**
 * PATCH /api/delivers/{orderId}/{lineId} (sellers): sets the tracking status of one line whose
 * seller is the viewer (403 otherwise, 404 when missing, 409 when the order is cancelled or
 * changed meanwhile), then tells the buyer and the admins through an `orderUpdated` event.
 */
export async function setLineTrackStatus(viewer: Viewer, orderId: string, lineId: string, input: TrackStatusInput): Promise<DeliveryLineDto> {
  await connectDb();
  const order = await Order.findById(orderId).lean<LeanOrder>();
  const index = order?.lines.findIndex((l) => String(l._id) === lineId) ?? -1;
  if (!order || index < 0) throw new AppError('notFound');
  const line = order.lines[index];
  if (String(line.seller) !== viewer._id) throw new AppError('forbidden');
  if (order.currentStatus === CANCELLED) throw new AppError('invalidTransition');
  const at = `lines.${index}`;
  const guard = { currentStatus: { $ne: CANCELLED }, [`${at}._id`]: line._id, [`${at}.seller`]: line.seller };
  const update = {
    $set: {
      [`${at}.trackStatus.currentStatus`]: input.currentStatus,
      [`${at}.trackStatus.message`]: input.message,
      // When the line reached its buyer: the claim window (lib/claims/rules.ts) counts from it.
      ...(input.currentStatus === messages.trackStatus.delivered ? { [`${at}.deliveredAt`]: new Date() } : {}),
    },
  };
  const written = await guardedUpdate(Order, orderId, guard, update);
  if (!written) throw new AppError('conflict');
  const dto = toDto({ ...written, lines: written.lines[index] });
  await notifyLineChanged(written, dto);
  return dto;
}

/** The buyer's and the admins' `orderUpdated` event; a failure is logged and never fails the request. */
async function notifyLineChanged(order: LeanOrder, line: DeliveryLineDto): Promise<void> {
  const payload = {
    orderId: line.orderId,
    orderNumber: order.orderNumber,
    currentStatus: order.currentStatus,
    lineId: line.lineId,
    trackStatus: line.trackStatus,
  };
  const results = await Promise.allSettled([
    (async () => emitToUser(String(order.user?._id), SOCKET_EVENTS.orderUpdated, payload))(),
    (async () => emitToRoom(ADMINS_ROOM, SOCKET_EVENTS.orderUpdated, payload))(),
  ]);
  for (const r of results) if (r.status === 'rejected') console.error('[delivers] orderUpdated:', r.reason);
}
