import { AppError } from '@/lib/errors';
import { route } from '@/lib/http/route';
import { editReviewSchema, reviewIdSchema } from '@/lib/reviews/schemas';
import { editReview } from '@/lib/reviews/service';

/** PATCH /api/reviews/{id} body { rating, asDescribed, onTime, comment?, photoUrl? } (its author, within 30 days). */
export const PATCH = route({ body: editReviewSchema, auth: 'user', cap: 'review' }, ({ viewer, body, params }) => {
  const id = reviewIdSchema.safeParse(params.id);
  if (!id.success) throw new AppError('notFound');
  return editReview(viewer, id.data, body);
});
