import { route } from '@/lib/http/route';
import { AppError } from '@/lib/errors';
import { parseObjectId } from '@/lib/orders/schemas';
import { cancelOrder } from '@/lib/orders/cancel';

/** PATCH /api/orders/cancelOrder/{orderId} (super admins): Cancelado, everything given back once; { message }. */
export const PATCH = route({ auth: 'user', permission: 'orders:cancel' }, ({ params, viewer }) => {
  const orderId = parseObjectId(params.orderId);
  if (!orderId) throw new AppError('notFound');
  return cancelOrder(viewer, orderId);
});
