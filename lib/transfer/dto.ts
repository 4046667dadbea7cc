import type { TransferState } from './rules';

/** The answers of the transfer calls, as the browser receives them (plain JSON). */

/** The super admin's settings: the method on or off, the details buyers see, the last save. */
export type TransferSettingsDto = { enabled: boolean; details: string; updatedAt: string | null; updatedBy: string | null };

/** A receipt as its viewer may open it: the signed link (lib/transfer/receipt-token.ts), its kind, when it was sent, its name. */
export type ReceiptDto = { name: string; path: string; kind: 'image' | 'pdf'; at: string };

/** A transfer order's payment, on the order's answer (lib/orders/dto.ts); the receipt only for its buyer and the super admins. */
export type OrderTransferDto = {
  state: TransferState;
  instructions: string;
  /** What to transfer (USD): the order's total. */
  amount: number;
  payBy: string;
  receipt: ReceiptDto | null;
  /** The last rejection's reason and time, while the buyer is to send another. */
  rejection: { reason: string; at: string } | null;
  paidAt: string | null;
  /** The buyer may cancel it (lib/transfer/rules.ts buyerMayCancel). */
  cancellable: boolean;
};

/** One receipt to verify on /adminTransfers. */
export type TransferQueueItem = {
  orderId: string;
  orderNumber: number;
  userId: string;
  buyer: string;
  amount: number;
  receipt: ReceiptDto;
  payBy: string;
};

/** GET /api/admin/transfer. */
export type TransferAdminDto = { settings: TransferSettingsDto; queue: TransferQueueItem[] };
