import { route } from '@/lib/http/route';
import { changeStatusSchema, createOrderSchema, ordersQuerySchema } from '@/lib/orders/schemas';
import { createOrder } from '@/lib/orders/create';
import { changeOrderStatus } from '@/lib/orders/manage';
import { listAllOrders } from '@/lib/orders/query';

/**
 * POST /api/orders (token) with the order-create payload: the server prices the stored cart and
 * answers { orderId, orderNumber, total }; 400 with the §5 message, or errorType 0 and the corrected `cart`.
 */
export const POST = route({ body: createOrderSchema, auth: 'user', cap: 'order' }, ({ body, viewer }) => createOrder(viewer, body));

/** GET /api/orders?page&limit&status&guideHouse&userId&orderId&orderNumber&orderBy (order admins): { count, orders }. */
export const GET = route({ query: ordersQuerySchema, auth: 'user', permission: 'orders:read-all' }, ({ query, viewer }) => listAllOrders(viewer, query));

/** PATCH /api/orders { _id, newStatus, paymentObservation } (order admins; Cancelado: super admins): { message, order }. */
export const PATCH = route({ body: changeStatusSchema, auth: 'user', permission: 'orders:advance' }, ({ body, viewer }) => changeOrderStatus(viewer, body));
