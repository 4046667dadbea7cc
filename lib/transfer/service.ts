import '#server-only';
import fs from 'node:fs/promises';
import type { Viewer } from '../auth/guard';
import { connectDb } from '../db';
import { AppError } from '../errors';
import { guardedUpdate } from '../guarded-write';
import { messages } from '../messages';
import { cancelGuarded } from '../orders/cancel';
import type { LeanOrder } from '@/models/Order';
import { notifyOrderUpdated } from '../orders/notify';
import { notifyReceiptRejected, notifyReceiptSent } from './notify';
import { privateFile } from '../uploads/private-files';
import { privateRoot, readPrivateFile, writePrivateFile } from '../uploads/private-service';
import { MAX_UPLOAD_BYTES } from '../uploads/upload-limits';
import { toWebp } from '../uploads/service';
import { sniffReceipt } from './receipt-kind';
import { receiptFromToken } from './receipt-token';
import {
  BUYER_TURN_STATES,
  buyerMayCancel,
  payByAfterRejection,
  receiptRefusal,
  TRANSFER_RECEIPTS_MAX,
  transferExpired,
  underReview,
  type TransferState,
  type UploadRefusal,
} from './rules';
import type { ConfirmTransferInput, RejectTransferInput } from './schemas';
import { receiptKey } from './secret';
import { Order } from '@/models/Order';

/*
 * Payment by transfer on an order (lib/transfer/rules.ts): the buyer's receipt, a super admin's
 * confirmation or rejection, the buyer's cancel and the expiry job. Every change is one guarded
 * write on the order's transfer state, so any two of them racing end in exactly one outcome.
 */

const s = messages.orderStatus;
/** Longest side of an image receipt: the amounts and reference numbers stay legible. */
const RECEIPT_SIDE = 1600;
const RECEIPT_QUALITY = 80;
/** Orders the expiry job cancels per run at most (the next run takes the rest). */
const EXPIRY_BATCH = 200;

/** A transfer order still Solicitado and unpaid, whatever its transfer state (guards of every write below). */
const OWED = { paymentType: 'OnlineTransfer' as const, currentStatus: s.requested, paymentStatus: 'pendiente' as const };
const BUYER_TURN = { $in: [...BUYER_TURN_STATES] };
const UNDER_REVIEW: TransferState = 'porVerificar';

type StoredReceipt = { name: string; kind: 'image' | 'pdf'; ext: 'webp' | 'pdf'; size: number };

async function loadOrder(orderId: string): Promise<LeanOrder> {
  await connectDb();
  const order = await Order.findById(orderId).lean<LeanOrder>();
  if (!order) throw new AppError('notFound');
  return order;
}

function refuseUpload(refusal: UploadRefusal): never {
  if (refusal === 'notYours') throw new AppError('ordersForbidden');
  if (refusal === 'notTransfer') throw new AppError('transferNotTransfer');
  if (refusal === 'tooManyReceipts') throw new AppError('transferTooManyReceipts', { count: TRANSFER_RECEIPTS_MAX });
  throw new AppError('transferNotAwaitingReceipt');
}

/**
 * Checks a receipt by its bytes (≤ 5 MB; JPEG, PNG, WebP or PDF, whatever its name or declared type
 * say) and stores it privately under the order's folder: an image re-encoded as WebP without its
 * metadata, a PDF as sent (it is only ever served as a download).
 */
async function storeReceipt(file: File, orderId: string): Promise<StoredReceipt> {
  const tooLarge = () => new AppError('validation', { message: messages.transfer.receiptSize(MAX_UPLOAD_BYTES / 1024 / 1024) });
  if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.length > MAX_UPLOAD_BYTES) throw tooLarge();
  const kind = sniffReceipt(bytes);
  if (!kind) throw new AppError('transferReceiptType');
  if (kind === 'pdf') return { name: await writePrivateFile('receipts', orderId, 'pdf', bytes), kind: 'pdf', ext: 'pdf', size: bytes.length };
  const { data } = await toWebp(bytes, RECEIPT_SIDE, RECEIPT_QUALITY);
  return { name: await writePrivateFile('receipts', orderId, 'webp', data), kind: 'image', ext: 'webp', size: data.length };
}

/**
 * POST /api/orders/transferReceipt: the order's buyer sends the receipt of a transfer order that
 * waits for one (none yet, or the last rejected). The order waits as "Pago por verificar". A
 * receipt that loses a race (the order expired or was cancelled meanwhile) is removed again.
 */
export async function uploadReceipt(viewer: NonNullable<Viewer>, orderId: string, file: File, now = new Date()): Promise<{ message: string }> {
  const order = await loadOrder(orderId);
  const refusal = receiptRefusal(order, viewer._id);
  if (refusal) refuseUpload(refusal);
  const stored = await storeReceipt(file, orderId);
  const updated = await guardedUpdate(
    Order,
    orderId,
    { ...OWED, 'user._id': viewer._id, 'transfer.state': BUYER_TURN, 'transfer.uploads': { $lt: TRANSFER_RECEIPTS_MAX } },
    {
      $set: { 'transfer.state': 'porVerificar', 'transfer.receipt': stored.name },
      $inc: { 'transfer.uploads': 1 },
      $push: { 'transfer.receipts': { name: stored.name, kind: stored.kind, size: stored.size, at: now } },
    },
  );
  if (!updated) {
    const file = privateFile(privateRoot(), 'receipts', orderId, stored.name, stored.ext);
    if (file) await fs.rm(file, { force: true });
    throw new AppError('transferNotAwaitingReceipt');
  }
  notifyReceiptSent(updated);
  return { message: messages.transfer.receiptSent };
}

/** GET /api/orders/transferReceipt/{token}: the receipt a valid link names, if the order holds it; 404 otherwise. */
export async function readReceipt(token: string): Promise<{ bytes: Buffer; kind: 'image' | 'pdf'; orderNumber: number }> {
  const signed = receiptFromToken(token, receiptKey());
  if (!signed) throw new AppError('notFound');
  await connectDb();
  const order = await Order.findById(signed.orderId, 'orderNumber transfer.receipts').lean<LeanOrder>();
  const receipt = order?.transfer?.receipts?.find((r) => r.name === signed.receipt);
  const kind = receipt?.kind === 'pdf' ? 'pdf' : 'image';
  const bytes = receipt ? await readPrivateFile('receipts', signed.orderId, signed.receipt, kind === 'pdf' ? 'pdf' : 'webp') : null;
  if (!order || !bytes) throw new AppError('notFound');
  return { bytes, kind, orderNumber: order.orderNumber };
}

/** The order of a confirmation or rejection, or the refusal: a transfer order whose receipt `receipt` is the one under review. */
async function orderUnderReview(orderId: string, receipt: string): Promise<LeanOrder> {
  const order = await loadOrder(orderId);
  if (order.paymentType !== 'OnlineTransfer') throw new AppError('transferNotTransfer');
  if (!underReview(order) || order.transfer?.receipt !== receipt) throw new AppError('transferNotUnderReview');
  return order;
}

const reviewGuard = (receipt: string) => ({ ...OWED, 'transfer.state': UNDER_REVIEW, 'transfer.receipt': receipt });

/**
 * POST /api/admin/transfer/confirm (super admins): the receipt under review is good. Solicitado →
 * Confirmado with the payment recorded (paid, when, how much, by whom; the observation the admin
 * wrote or TRANSFERENCIA VERIFICADA). Guarded on that very receipt still under review: two
 * confirmations at once, or one racing a cancel or a rejection, give one outcome; the other 409.
 */
export async function confirmTransfer(viewer: NonNullable<Viewer>, input: ConfirmTransferInput, now = new Date()): Promise<{ message: string }> {
  const order = await orderUnderReview(input.orderId, input.receipt);
  const note = input.note || messages.transfer.defaultObservation;
  const updated = await guardedUpdate(Order, input.orderId, reviewGuard(input.receipt), {
    $set: {
      currentStatus: s.confirmed,
      currentStatusDate: now,
      paymentStatus: 'pagado',
      paymentObservation: note,
      'transfer.state': 'confirmado',
      'transfer.paidAt': now,
      'transfer.paidAmount': order.total ?? 0,
      'transfer.confirmedBy': viewer._id,
    },
    $push: { statuses: { status: s.confirmed, date: now, by: viewer._id, note } },
  });
  if (!updated) throw new AppError('transferNotUnderReview');
  await notifyOrderUpdated(updated);
  return { message: messages.transfer.paymentConfirmed };
}

/**
 * POST /api/admin/transfer/reject (super admins): the receipt under review is refused with a reason
 * the buyer reads; they may send another (at least TRANSFER_RESEND_HOURS more to do so) or cancel.
 */
export async function rejectTransfer(viewer: NonNullable<Viewer>, input: RejectTransferInput, now = new Date()): Promise<{ message: string }> {
  const order = await orderUnderReview(input.orderId, input.receipt);
  const updated = await guardedUpdate(Order, input.orderId, reviewGuard(input.receipt), {
    $set: { 'transfer.state': 'rechazado', 'transfer.payBy': payByAfterRejection(order.transfer?.payBy, now) },
    $push: { 'transfer.rejections': { receipt: input.receipt, reason: input.reason, at: now, by: viewer._id } },
  });
  if (!updated) throw new AppError('transferNotUnderReview');
  notifyReceiptRejected(updated, input.reason);
  return { message: messages.transfer.receiptRejected };
}

/**
 * POST /api/orders/transferCancel: the buyer cancels their unpaid transfer order while it is their
 * turn (no receipt under review); the stock, wallet and points come back as on any cancel.
 */
export async function cancelOwnTransfer(viewer: NonNullable<Viewer>, orderId: string, now = new Date()): Promise<{ message: string }> {
  const order = await loadOrder(orderId);
  if (String(order.user?._id) !== viewer._id) throw new AppError('ordersForbidden');
  if (!buyerMayCancel(order, viewer._id)) throw new AppError('transferCannotCancel');
  const cancelled = await cancelGuarded(order, { ...OWED, 'user._id': viewer._id, 'transfer.state': BUYER_TURN }, viewer._id, now);
  if (!cancelled) throw new AppError('transferCannotCancel');
  return { message: messages.transfer.cancelled };
}

/**
 * The expiry job (scripts/server/server.ts, once per turn across the store's processes): cancels every
 * transfer order still waiting for its buyer past its deadline, stock and all given back. Each
 * cancel is guarded on the same facts, so a run that overlaps another, or a receipt sent at the
 * last second, cancels nothing twice and nothing paid. Answers how many it cancelled.
 */
export async function expireUnpaidTransfers(now = new Date()): Promise<number> {
  await connectDb();
  const due = await Order.find({ 'transfer.state': BUYER_TURN, 'transfer.payBy': { $lte: now }, currentStatus: s.requested })
    .limit(EXPIRY_BATCH)
    .lean<LeanOrder[]>();
  let cancelled = 0;
  for (const order of due) {
    if (!transferExpired(order, now)) continue;
    const guard = { ...OWED, 'transfer.state': BUYER_TURN, 'transfer.payBy': { $lte: now } };
    if (await cancelGuarded(order, guard, null, now)) cancelled += 1;
  }
  return cancelled;
}
