import { AppError } from '@/lib/errors';
import { route } from '@/lib/http/route';
import { hideSchema, reviewIdSchema } from '@/lib/reviews/schemas';
import { hideReview } from '@/lib/reviews/service';

/** POST /api/reviews/{id}/hide body { reason } (super admins): the review leaves the pages and the counters; the reason is audited. */
export const POST = route({ body: hideSchema, auth: 'user', permission: 'reviews:hide' }, ({ viewer, body, params }) => {
  const id = reviewIdSchema.safeParse(params.id);
  if (!id.success) throw new AppError('notFound');
  return hideReview(viewer, id.data, body.reason);
});
