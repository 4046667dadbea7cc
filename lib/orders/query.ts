import { Types } from 'mongoose';
import type { Viewer } from '../auth/guard';
import { can, isOwner } from '../auth/roles';
import { connectDb } from '../db';
import { AppError } from '../errors';
import { messages } from '../messages';
import { NEWEST_FIRST, skipOf } from '../paging';
import { toOrderDto, type OrderDto } from './dto';
import { parseObjectId, type OrdersQuery } from './schemas';
import { Order, type LeanOrder } from '@/models/Order';

export type OrderList = { count: number; orders: OrderDto[] };

type Filter = Record<string, unknown>;

/** The database filter of a list query: every value typed by the schema, never an operator from the client. */
function filterOf(query: OrdersQuery, base: Filter): Filter {
  const filter: Filter = { ...base };
  if (query.status !== messages.common.all) filter.currentStatus = query.status;
  if (query.guideHouse) filter.houseGuide = query.guideHouse;
  if (query.orderId) filter._id = new Types.ObjectId(query.orderId);
  if (query.orderNumber) filter.orderNumber = query.orderNumber;
  return filter;
}

function sortOf(orderBy: OrdersQuery['orderBy']): Record<string, 1 | -1> {
  const field = orderBy.replace(/^-/, '');
  const direction = orderBy.startsWith('-') ? -1 : 1;
  return { [field]: direction, _id: direction };
}

async function list(base: Filter, query: OrdersQuery, viewer: Viewer): Promise<OrderList> {
  await connectDb();
  const filter = filterOf(query, base);
  const [count, orders] = await Promise.all([
    Order.countDocuments(filter),
    Order.find(filter).sort(sortOf(query.orderBy)).skip(skipOf(query)).limit(query.limit).lean<LeanOrder[]>(),
  ]);
  return { count, orders: orders.map((o) => toOrderDto(o, viewer)) };
}

/** GET /api/orders/ofuser/{userId}: one user's orders, for that user or an order admin; anyone else gets 403. */
export async function listOrdersOfUser(viewer: Viewer, userId: unknown, query: OrdersQuery): Promise<OrderList> {
  const id = parseObjectId(userId);
  if (!can(viewer, 'orders:read-all') && (!id || !isOwner(viewer, id))) throw new AppError('ordersForbidden');
  if (!id) throw new AppError('validation');
  return list({ 'user._id': id }, query, viewer);
}

/** GET /api/orders (order admins): every order, optionally one user's. */
export async function listAllOrders(viewer: Viewer, query: OrdersQuery): Promise<OrderList> {
  return list(query.userId ? { 'user._id': query.userId } : {}, query, viewer);
}

/** GET /api/orders/getPendingPaymentOrders: the viewer's card-payment orders still Solicitado with something to pay. */
export async function listPendingPaymentOrders(viewer: Viewer): Promise<OrderList> {
  await connectDb();
  const filter: Filter = { 'user._id': viewer._id, paymentType: 'OnlineStripe', currentStatus: messages.orderStatus.requested, total: { $gt: 0 } };
  const orders = await Order.find(filter).sort(NEWEST_FIRST).limit(100).lean<LeanOrder[]>();
  return { count: orders.length, orders: orders.map((o) => toOrderDto(o, viewer)) };
}
