import { route } from '@/lib/http/route';
import { parseWith } from '@/lib/http/input';
import { deliveryPhotoFieldsSchema } from '@/lib/tracking/schemas';
import { storeDeliveryPhoto } from '@/lib/tracking/photo-service';
import { uploadFromRequest } from '@/lib/uploads/service';

export const dynamic = 'force-dynamic';

/**
 * POST /api/tracking/deliveryPhoto, multipart { orderId, file } (the order's courier, while it is on
 * its way): the photo of the goods handed over, stored privately without metadata. Answers { photo }.
 */
export const POST = route({ auth: 'user' }, async ({ viewer, request }) => {
  const { file, fields } = await uploadFromRequest(request);
  return storeDeliveryPhoto(viewer, parseWith(deliveryPhotoFieldsSchema, fields).orderId, file);
});
