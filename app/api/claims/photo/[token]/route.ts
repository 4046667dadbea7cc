import { AppError } from '@/lib/errors';
import { route } from '@/lib/http/route';
import { imageResponse } from '@/lib/http/image-response';
import { claimPhotoTokenSchema } from '@/lib/claims/schemas';
import { readClaimPhoto } from '@/lib/claims/service';

export const dynamic = 'force-dynamic';

/**
 * GET /api/claims/photo/{token}: one claim photo to whoever holds its signed token (given only in
 * the answers of the claim's buyer, the line's seller and super admins). Kept by the browser only.
 */
export const GET = route({}, async ({ params }) => {
  const token = claimPhotoTokenSchema.safeParse(params.token);
  if (!token.success) throw new AppError('notFound');
  return imageResponse(await readClaimPhoto(token.data), 'image/webp', 'private, max-age=86400');
});
