import { route } from '@/lib/http/route';
import { ordersQuerySchema } from '@/lib/orders/schemas';
import { listOrdersOfUser } from '@/lib/orders/query';

/**
 * GET /api/orders/ofuser/{userId}/?page&limit&status&guideHouse&orderId&orderNumber&orderBy (token):
 * { count, orders } of that user, for the user or an order admin; anyone else 403 'NO TIENE ACCESO A ESTOS PEDIDOS.'.
 */
export const GET = route({ query: ordersQuerySchema, auth: 'user' }, ({ query, params, viewer }) => listOrdersOfUser(viewer, params.userId, query));
