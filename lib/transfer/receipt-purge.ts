import '#server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { connectDb } from '../db';
import { guardedUpdate } from '../guarded-write';
import { messages } from '../messages';
import { privateFile } from '../uploads/private-files';
import { privateRoot } from '../uploads/private-service';
import { TRANSFER_RECEIPTS_KEEP_DAYS } from './rules';
import { Order, type LeanOrder } from '@/models/Order';

/** Orders whose receipts one run deletes at most (the next run takes the rest). */
const PURGE_BATCH = 200;
const DAY_MS = 86_400_000;

/**
 * Facts of an order whose receipts may go: a transfer order Cancelado (by anyone, or expired) more
 * than TRANSFER_RECEIPTS_KEEP_DAYS ago, never paid (a confirmed order's receipts are its payment
 * record, kept even when it is cancelled and refunded later), with receipts not yet purged.
 */
const purgeable = (cutoff: Date) => ({
  paymentType: 'OnlineTransfer' as const,
  currentStatus: messages.orderStatus.cancelled,
  currentStatusDate: { $lte: cutoff },
  'transfer.state': { $ne: 'confirmado' as const },
  'transfer.paidAt': null,
  'transfer.uploads': { $gt: 0 },
  'transfer.receiptsPurgedAt': null,
});

/** Deletes the files of one order's receipts and their folder; a file already gone is no error. */
async function deleteReceiptFiles(order: LeanOrder): Promise<void> {
  const orderId = String(order._id);
  for (const receipt of order.transfer?.receipts ?? []) {
    const file = receipt.name ? privateFile(privateRoot(), 'receipts', orderId, receipt.name, receipt.kind === 'pdf' ? 'pdf' : 'webp') : null;
    if (file) await fs.rm(file, { force: true });
  }
  // The folder (named by the order's own id) holds its receipts only: it goes once empty.
  await fs.rmdir(path.join(privateRoot(), 'receipts', orderId)).catch(() => undefined);
}

/**
 * The receipt purge (scripts/server/server.ts, once per turn across the store's processes): deletes
 * the receipt files of orders cancelled unpaid more than TRANSFER_RECEIPTS_KEEP_DAYS ago and marks
 * each entry removed (`removedAt`) and the order purged. The files go first and the mark is one
 * guarded write on "not purged yet": a run stopped between the two deletes again (nothing there)
 * and marks next time; an overlapping run marks once. Answers how many orders it purged.
 */
export async function purgeOldReceipts(now = new Date()): Promise<number> {
  await connectDb();
  const cutoff = new Date(now.getTime() - TRANSFER_RECEIPTS_KEEP_DAYS * DAY_MS);
  const due = await Order.find(purgeable(cutoff), 'transfer').limit(PURGE_BATCH).lean<LeanOrder[]>();
  let purged = 0;
  for (const order of due) {
    await deleteReceiptFiles(order);
    const receipts = (order.transfer?.receipts ?? []).map((r) => ({ ...r, removedAt: r.removedAt ?? now }));
    const marked = await guardedUpdate(Order, String(order._id), purgeable(cutoff), {
      $set: { 'transfer.receipts': receipts, 'transfer.receiptsPurgedAt': now },
    });
    if (marked) purged += 1;
  }
  return purged;
}
