import { route } from '@/lib/http/route';
import { parseWith } from '@/lib/http/input';
import { claimPhotoFieldsSchema } from '@/lib/claims/schemas';
import { storeClaimPhoto } from '@/lib/claims/service';
import { uploadFromRequest } from '@/lib/uploads/service';

export const dynamic = 'force-dynamic';

/** POST /api/claims/photo, multipart { orderId, lineId, file } (a buyer who may claim on that line): { photo }, stored privately without metadata. */
export const POST = route({ auth: 'user', cap: 'claim' }, async ({ viewer, request }) => {
  const { file, fields } = await uploadFromRequest(request);
  const { orderId, lineId } = parseWith(claimPhotoFieldsSchema, fields);
  return storeClaimPhoto(viewer, orderId, lineId, file);
});
