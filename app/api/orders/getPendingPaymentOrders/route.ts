import { route } from '@/lib/http/route';
import { listPendingPaymentOrders } from '@/lib/orders/query';

/** GET /api/orders/getPendingPaymentOrders/ (token): { count, orders } of the viewer's card orders awaiting payment. */
export const GET = route({ auth: 'user' }, ({ viewer }) => listPendingPaymentOrders(viewer));
