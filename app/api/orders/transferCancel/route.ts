import { route } from '@/lib/http/route';
import { transferOrderSchema } from '@/lib/transfer/schemas';
import { cancelOwnTransfer } from '@/lib/transfer/service';

/** POST /api/orders/transferCancel body { orderId } (the order's buyer): cancels an unpaid transfer order whose receipt is not under review. */
export const POST = route({ body: transferOrderSchema, auth: 'user' }, ({ viewer, body }) => cancelOwnTransfer(viewer, body.orderId));
