import { route } from '@/lib/http/route';
import { confirmTransferSchema } from '@/lib/transfer/schemas';
import { confirmTransfer } from '@/lib/transfer/service';

/** POST /api/admin/transfer/confirm body { orderId, receipt, note? } (super admins): the receipt is good; the order is Confirmado and paid. */
export const POST = route({ body: confirmTransferSchema, auth: 'user', permission: 'payments:transfer' }, ({ viewer, body }) => confirmTransfer(viewer, body));
