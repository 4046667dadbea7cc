import { route } from '@/lib/http/route';
import { AppError } from '@/lib/errors';
import { imageResponse } from '@/lib/http/image-response';
import { readMedia } from '@/lib/uploads/service';

export const dynamic = 'force-dynamic';

/**
 * GET /media/{YYYY-MM}/{name}.webp: an uploaded image from UPLOAD_DIR (files written after the
 * build are not served from public/). Names are random and never rewritten, so they cache for a year.
 */
export const GET = route({}, async ({ params }) => {
  const segments = Array.isArray(params.path) ? params.path : [];
  const bytes = await readMedia(segments);
  if (!bytes) throw new AppError('notFound');
  return imageResponse(bytes, 'image/webp', 'public, max-age=31536000, immutable');
});
