import { AppError } from '@/lib/errors';
import { route } from '@/lib/http/route';
import { imageResponse } from '@/lib/http/image-response';
import { photoTokenSchema } from '@/lib/tracking/schemas';
import { readDeliveryPhoto } from '@/lib/tracking/photo-service';

export const dynamic = 'force-dynamic';

/**
 * GET /api/tracking/deliveryPhoto/{token}: an order's delivery photo to whoever holds its signed
 * token (the buyer, the order admins, the tracking page, the "Entregado" e-mail). Kept by the
 * browser only, never by a shared cache.
 */
export const GET = route({}, async ({ params }) => {
  const token = photoTokenSchema.safeParse(params.token);
  if (!token.success) throw new AppError('notFound');
  return imageResponse(await readDeliveryPhoto(token.data), 'image/webp', 'private, max-age=86400');
});
