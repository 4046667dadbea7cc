import '#server-only';
import { connectDb } from '../db';
import { messages } from '../messages';
import type { LeanOrder } from '@/models/Order';
import type { TransferAdminDto, TransferQueueItem } from './dto';
import { currentReceipt } from './order-view';
import { settingsForAdmin } from './settings-service';
import { Order } from '@/models/Order';

/** Receipts to verify listed at once on /adminTransfers (the oldest deadline first). */
const QUEUE_MAX = 100;

/** GET /api/admin/transfer (super admins): the settings and the receipts waiting, oldest deadline first. */
export async function transferAdmin(): Promise<TransferAdminDto> {
  await connectDb();
  const waiting = await Order.find({ 'transfer.state': 'porVerificar', currentStatus: messages.orderStatus.requested })
    .sort({ 'transfer.payBy': 1 })
    .limit(QUEUE_MAX)
    .lean<LeanOrder[]>();
  const queue: TransferQueueItem[] = waiting.flatMap((o) => {
    const receipt = currentReceipt(o);
    if (!receipt) return [];
    const buyer = `${o.user?.name ?? ''} ${o.user?.lastName ?? ''}`.trim() || (o.user?.email ?? '');
    return [
      {
        orderId: String(o._id),
        orderNumber: o.orderNumber,
        userId: String(o.user?._id),
        buyer,
        amount: o.total ?? 0,
        receipt,
        payBy: o.transfer?.payBy ? new Date(o.transfer.payBy).toISOString() : '',
      },
    ];
  });
  return { settings: await settingsForAdmin(), queue };
}
