import { route } from '@/lib/http/route';
import { parseWith } from '@/lib/http/input';
import { reviewPhotoFieldsSchema } from '@/lib/reviews/schemas';
import { storeReviewPhoto } from '@/lib/reviews/service';
import { uploadFromRequest } from '@/lib/uploads/service';

export const dynamic = 'force-dynamic';

/** POST /api/reviews/photo, multipart { orderId, productId, file } (a buyer who may review that product): { url } of the stored picture. */
export const POST = route({ auth: 'user', cap: 'review' }, async ({ viewer, request }) => {
  const { file, fields } = await uploadFromRequest(request);
  const { orderId, productId } = parseWith(reviewPhotoFieldsSchema, fields);
  return storeReviewPhoto(viewer, orderId, productId, file);
});
