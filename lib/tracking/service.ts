import '#server-only';
import type { Viewer } from '../auth/guard';
import { connectDb } from '../db';
import { AppError } from '../errors';
import { guardedUpdate, withDocumentLock } from '../guarded-write';
import { messages } from '../messages';
import { agreedSlots } from '../orders/delivery-slots';
import { cashOwedAtDelivery } from '../cash/payment-status';
import { creditPoints } from '../orders/ledger';
import { notifyOrderUpdated } from '../orders/notify';
import { DELIVERABLE_STATUSES, isCourierFor, storeSawDelivery } from './courier';
import { deliveryProofOf, type DeliveryProof } from './delivery-proof';
import { deliveryPhotoPath } from './photo-link';
import { assertDeliveryPhotoStored, type ProofInput } from './photo-service';
import { expectedDelivery } from './expected';
import { trackingKey } from './secret';
import { deliveryCode, isDeliveryCode, orderIdFromToken, trackingToken } from './token';
import { Order, type LeanOrder } from '@/models/Order';

/** Wrong codes allowed per order; the fifth locks delivery by code. */
export const MAX_CODE_FAILURES = 5;

const s = messages.orderStatus;

/** What the recipient's page shows: no private data beyond the addressee's first name and municipality. */
export type TrackingView = {
  orderNumber: number;
  addresseeFirstName: string;
  municipality: string;
  region: string;
  currentStatus: string;
  statuses: { status: string; date: string }[];
  expected: { from: string; to: string } | null;
  /** The agreed delivery slot of each calendar line: what the recipient should be home for. */
  slots: { name: string; slot: string }[];
  deliveredAt: string | null;
  /** Shown until the order is delivered or cancelled, and while delivery by code is not locked. */
  deliveryCode: string | null;
  /** Once delivered: when, who received it and the photo (or none). */
  proof: DeliveryProof | null;
};

function firstName(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}

/** The tracking page's order for a token, or null when the token is not valid or the order is gone. */
export async function loadTracking(token: string): Promise<TrackingView | null> {
  const key = trackingKey();
  const id = orderIdFromToken(token, key);
  if (!id) return null;
  await connectDb();
  const order = await Order.findById(id).lean<LeanOrder>();
  if (!order) return null;
  const expected = expectedDelivery(order.lines ?? [], order.createdAt ?? new Date());
  const finished = order.currentStatus === s.delivered || order.currentStatus === s.cancelled;
  const locked = (order.delivery?.codeFailures ?? 0) >= MAX_CODE_FAILURES;
  const delivered = (order.statuses ?? []).find((entry) => entry.status === s.delivered);
  return {
    orderNumber: order.orderNumber,
    addresseeFirstName: firstName(order.addressee?.name),
    municipality: order.addressee?.municipality ?? '',
    region: order.addressee?.region ?? '',
    currentStatus: order.currentStatus ?? '',
    statuses: (order.statuses ?? []).map((entry) => ({ status: entry.status ?? '', date: entry.date ? new Date(entry.date).toISOString() : '' })),
    expected: expected ? { from: expected.from.toISOString(), to: expected.to.toISOString() } : null,
    slots: agreedSlots(order.lines ?? []),
    deliveredAt: delivered?.date ? new Date(delivered.date).toISOString() : null,
    deliveryCode: finished || locked ? null : deliveryCode(id, key),
    proof: deliveryProofOf(order, deliveryPhotoPath),
  };
}

/** What the buyer shares (GET /api/tracking/share): the tracking path, the delivery code, the addressee's first name. Owner only. */
export async function shareInfo(
  viewer: Viewer,
  orderId: string,
): Promise<{ path: string; deliveryCode: string; orderNumber: number; addresseeFirstName: string }> {
  await connectDb();
  const order = await Order.findById(orderId, 'user orderNumber addressee').lean<LeanOrder>();
  if (!order) throw new AppError('notFound');
  if (String(order.user?._id) !== viewer._id) throw new AppError('ordersForbidden');
  const key = trackingKey();
  return {
    path: `/seguimiento/${trackingToken(orderId, key)}`,
    deliveryCode: deliveryCode(orderId, key),
    orderNumber: order.orderNumber,
    addresseeFirstName: firstName(order.addressee?.name),
  };
}

function failuresGuard(failures: number) {
  return failures === 0 ? { $or: [{ 'delivery.codeFailures': 0 }, { 'delivery.codeFailures': { $exists: false } }] } : { 'delivery.codeFailures': failures };
}

/**
 * POST /api/tracking/deliver: the courier (lib/tracking/courier.ts) types the recipient's code. Each
 * try is claimed (counted) before the code is compared, one at a time per order, so concurrent
 * guesses cannot get more than 5 comparisons. The right code moves an order on its way to
 * Entregado (history entry by the courier) and gives its try back; the fifth wrong one locks
 * delivery by code. The points the order earned are credited once, and only when the store saw the
 * delivery (storeSawDelivery): after a seller delivered their own order, a store courier typing the
 * code on the Entregado order credits them. A cash order still owing its cash is collected by the
 * same write (lib/cash/payment-status.ts cashOwedAtDelivery): paid, under this courier until handed over.
 * The proof (a photo stored for this order beforehand, who received it) is kept with the delivery; an
 * order that has one keeps it.
 */
export async function deliverWithCode(viewer: Viewer, orderId: string, code: string, now = new Date(), proof: ProofInput = {}): Promise<{ message: string }> {
  await connectDb();
  if (proof.photo) await assertDeliveryPhotoStored(orderId, proof.photo);
  const { order: delivered, credit } = await withDocumentLock(`DeliveryCode:${orderId}`, async () => {
    const order = await Order.findById(orderId).lean<LeanOrder>();
    if (!order) throw new AppError('notFound');
    if (!isCourierFor(viewer, order)) throw new AppError('forbidden');
    const storeSaw = storeSawDelivery(viewer, order);
    const pointsAwaitStore = order.currentStatus === s.delivered && !order.pointsCreditedAt && storeSaw;
    if (!DELIVERABLE_STATUSES.includes(order.currentStatus ?? '') && !pointsAwaitStore) throw new AppError('notDeliverable');
    const failures = order.delivery?.codeFailures ?? 0;
    if (failures >= MAX_CODE_FAILURES) throw new AppError('deliveryCodeLocked');
    const claimed = await guardedUpdate(Order, orderId, failuresGuard(failures), { $set: { 'delivery.codeFailures': failures + 1 } });
    if (!claimed) throw new AppError('conflict');
    if (!isDeliveryCode(orderId, code, trackingKey())) {
      const left = MAX_CODE_FAILURES - (failures + 1);
      throw left <= 0 ? new AppError('deliveryCodeLocked') : new AppError('deliveryCodeWrong', { count: left });
    }
    const credited = storeSaw ? { pointsCreditedAt: now } : {};
    // A cash order is paid at the door: handing it over with the code is the courier collecting its cash.
    const collects = !pointsAwaitStore && cashOwedAtDelivery(order);
    const collected = collects
      ? { paymentStatus: 'pagado', 'cash.receivedAt': now, 'cash.receivedBy': viewer._id, 'cash.amount': order.total ?? 0, 'cash.handedOverAt': null }
      : {};
    const proofFields = {
      ...(proof.photo && !order.delivery?.photo ? { 'delivery.photo': proof.photo } : {}),
      ...(proof.receiverName && !order.delivery?.receiverName ? { 'delivery.receiverName': proof.receiverName } : {}),
    };
    const update = pointsAwaitStore
      ? { $set: { ...credited, ...proofFields, 'delivery.codeFailures': failures, 'delivery.storeConfirmedBy': viewer._id } }
      : {
          $set: {
            ...credited,
            ...collected,
            ...proofFields,
            currentStatus: s.delivered,
            currentStatusDate: now,
            'delivery.codeFailures': failures,
            'delivery.deliveredAt': now,
            'delivery.deliveredBy': viewer._id,
            'delivery.withCode': true,
            ...(storeSaw ? { 'delivery.storeConfirmedBy': viewer._id } : {}),
          },
          $push: { statuses: { status: s.delivered, date: now, by: viewer._id, note: messages.tracking.code } },
        };
    // Guarded on no collection yet too, so a courier marking the cash meanwhile is not recorded twice.
    const guard = { currentStatus: order.currentStatus, pointsCreditedAt: null, ...(collects ? { 'cash.receivedAt': null } : {}) };
    const updated = await guardedUpdate(Order, orderId, guard, update);
    if (!updated) throw new AppError('notDeliverable');
    return { order: updated, credit: storeSaw };
  });
  if (credit) await creditPoints(String(delivered.user?._id), delivered.pointsEarned ?? 0);
  await notifyOrderUpdated(delivered);
  return { message: messages.tracking.deliveredOk };
}
