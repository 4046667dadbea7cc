import { route } from '@/lib/http/route';
import { deliverInputSchema } from '@/lib/tracking/schemas';
import { deliverWithCode } from '@/lib/tracking/service';

/** POST /api/tracking/deliver body { orderId, code, photo?, receiverName? } (the courier): Entregado with the recipient's code and the proof; 5 wrong codes lock it. */
export const POST = route({ body: deliverInputSchema, auth: 'user' }, ({ viewer, body }) =>
  deliverWithCode(viewer, body.orderId, body.code, new Date(), { photo: body.photo, receiverName: body.receiverName || undefined }),
);
