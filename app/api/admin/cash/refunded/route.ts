import { route } from '@/lib/http/route';
import { markRefunded } from '@/lib/cash/service';
import { orderIdInputSchema } from '@/lib/tracking/schemas';

/** POST /api/admin/cash/refunded body { orderId } (super admins): a cancelled, paid order → reembolsado. */
export const POST = route({ body: orderIdInputSchema, auth: 'user', permission: 'cash:reconcile' }, ({ body }) => markRefunded(body.orderId));
