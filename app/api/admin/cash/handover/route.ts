import { route } from '@/lib/http/route';
import { handOver } from '@/lib/cash/service';
import { handOverInputSchema } from '@/lib/tracking/schemas';

/** POST /api/admin/cash/handover body { courierId } (super admins): the courier's pending cash reached the till. */
export const POST = route({ body: handOverInputSchema, auth: 'user', permission: 'cash:reconcile' }, ({ viewer, body }) => handOver(viewer, body.courierId));
