import { route } from '@/lib/http/route';
import { markCashReceived } from '@/lib/cash/service';
import { orderIdInputSchema } from '@/lib/tracking/schemas';

/** POST /api/admin/cash/received body { orderId } (the order's courier): cash collected, pendiente → pagado. */
export const POST = route({ body: orderIdInputSchema, auth: 'user' }, ({ viewer, body }) => markCashReceived(viewer, body.orderId));
