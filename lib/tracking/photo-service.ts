import '#server-only';
import type { Viewer } from '../auth/guard';
import { connectDb } from '../db';
import { AppError } from '../errors';
import { isPrivateFileName } from '../uploads/private-files';
import { readPrivateFile, storePrivatePhoto } from '../uploads/private-service';
import { DELIVERABLE_STATUSES, isCourierFor } from './courier';
import { trackingKey } from './secret';
import { orderIdFromPhotoToken } from './token';
import { Order, type LeanOrder } from '@/models/Order';

/** What the courier adds to a delivery: the name of a photo stored for the order (storeDeliveryPhoto) and who received it. */
export type ProofInput = { photo?: string; receiverName?: string };

/**
 * POST /api/tracking/deliveryPhoto: the order's courier (lib/tracking/courier.ts) sends the photo of
 * the goods handed over, before typing the code. Stored privately, stripped and resized. Answers
 * the photo's name for the delivery.
 */
export async function storeDeliveryPhoto(viewer: Viewer, orderId: string, file: File): Promise<{ photo: string }> {
  await connectDb();
  const order = await Order.findById(orderId, 'lines.seller currentStatus').lean<LeanOrder>();
  if (!order) throw new AppError('notFound');
  if (!isCourierFor(viewer, order)) throw new AppError('forbidden');
  if (!DELIVERABLE_STATUSES.includes(order.currentStatus ?? '')) throw new AppError('notDeliverable');
  return { photo: await storePrivatePhoto(file, 'delivery', orderId) };
}

/** Throws unless `photo` names a delivery photo stored for this very order (a photo of another order is refused). */
export async function assertDeliveryPhotoStored(orderId: string, photo: string): Promise<void> {
  if (!isPrivateFileName(photo) || !(await readPrivateFile('delivery', orderId, photo))) throw new AppError('deliveryPhotoMissing');
}

/** GET /api/tracking/deliveryPhoto/{token}: the photo's bytes (WebP) for a valid photo token; 404 otherwise. */
export async function readDeliveryPhoto(token: string): Promise<Buffer> {
  const orderId = orderIdFromPhotoToken(token, trackingKey());
  if (!orderId) throw new AppError('notFound');
  await connectDb();
  const order = await Order.findById(orderId, 'delivery.photo').lean<LeanOrder>();
  const photo = order?.delivery?.photo;
  const bytes = photo ? await readPrivateFile('delivery', orderId, photo) : null;
  if (!bytes) throw new AppError('notFound');
  return bytes;
}
