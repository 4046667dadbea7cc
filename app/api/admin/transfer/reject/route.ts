import { route } from '@/lib/http/route';
import { rejectTransferSchema } from '@/lib/transfer/schemas';
import { rejectTransfer } from '@/lib/transfer/service';

/** POST /api/admin/transfer/reject body { orderId, receipt, reason } (super admins): the receipt is refused; the buyer may send another or cancel. */
export const POST = route({ body: rejectTransferSchema, auth: 'user', permission: 'payments:transfer' }, ({ viewer, body }) => rejectTransfer(viewer, body));
