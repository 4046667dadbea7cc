import { AppError } from '@/lib/errors';
import { route } from '@/lib/http/route';
import { replySchema, reviewIdSchema } from '@/lib/reviews/schemas';
import { replyToReview } from '@/lib/reviews/service';

/** POST /api/reviews/{id}/reply body { text } (the seller of the reviewed product, once). */
export const POST = route({ body: replySchema, auth: 'user', permission: 'products:sell', cap: 'review' }, ({ viewer, body, params }) => {
  const id = reviewIdSchema.safeParse(params.id);
  if (!id.success) throw new AppError('notFound');
  return replyToReview(viewer, id.data, body.text);
});
