import { route } from '@/lib/http/route';
import { AppError } from '@/lib/errors';
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
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': 'image/webp',
      'content-length': String(bytes.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  });
});
