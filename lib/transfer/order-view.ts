import { can, isOwner, type Viewer } from '../auth/roles';
import type { LeanOrder } from '@/models/Order';
import type { OrderTransferDto, ReceiptDto } from './dto';
import { receiptToken } from './receipt-token';
import { buyerMayCancel, TRANSFER_STATES, type TransferState } from './rules';
import { receiptKey } from './secret';

const iso = (date: Date | string | null | undefined) => (date ? new Date(date).toISOString() : '');

/** The order's current receipt with a fresh signed link, or null without one. */
export function currentReceipt(o: LeanOrder): ReceiptDto | null {
  const name = o.transfer?.receipt;
  const receipt = name ? o.transfer?.receipts?.find((r) => r.name === name) : null;
  if (!name || !receipt || receipt.removedAt) return null;
  return {
    name,
    path: `/api/orders/transferReceipt/${receiptToken(String(o._id), name, receiptKey())}`,
    kind: receipt.kind === 'pdf' ? 'pdf' : 'image',
    at: iso(receipt.at),
  };
}

/** Who may open an order's receipts: its buyer and the super admins (payments:transfer); nobody else gets a link. */
export function seesReceipts(viewer: Viewer, o: Pick<LeanOrder, 'user'>): boolean {
  return isOwner(viewer, o.user?._id) || can(viewer, 'payments:transfer');
}

/** A transfer order's payment as `viewer` sees it on the order; null for another method. */
export function orderTransferDto(o: LeanOrder, viewer: Viewer): OrderTransferDto | null {
  const t = o.transfer;
  if (o.paymentType !== 'OnlineTransfer' || !t?.state || !(TRANSFER_STATES as readonly string[]).includes(t.state)) return null;
  const last = t.rejections?.at(-1);
  return {
    state: t.state as TransferState,
    instructions: t.instructions ?? '',
    amount: o.total ?? 0,
    payBy: iso(t.payBy),
    receipt: seesReceipts(viewer, o) ? currentReceipt(o) : null,
    rejection: t.state === 'rechazado' && last ? { reason: last.reason ?? '', at: iso(last.at) } : null,
    paidAt: t.paidAt ? iso(t.paidAt) : null,
    cancellable: viewer ? buyerMayCancel(o, viewer._id) : false,
  };
}
