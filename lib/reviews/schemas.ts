import { z } from 'zod';
import { freeText, idSchema } from '../http/text-schemas';
import { messages } from '../messages';
import { HIDE_REASON_MAX, REVIEW_TEXT_MAX } from './rules';
import { OBJECT_ID_HEX } from '../ids';

const r = messages.reviews;
const objectId = idSchema;
const text = freeText;
/** A picture stored by POST /api/reviews/photo (a public upload), or '' for none. */
const photoUrl = z
  .string({ error: messages.server.validation })
  .regex(new RegExp(`^(/media/\\d{4}-\\d{2}/${OBJECT_ID_HEX}\\.webp)?$`), messages.server.validation);

/** The answers of a review (create and edit). */
const scores = {
  rating: z.number({ error: r.chooseRating }).int(r.chooseRating).min(1, r.chooseRating).max(5, r.chooseRating),
  asDescribed: z.boolean({ error: r.answerBoth }),
  onTime: z.boolean({ error: r.answerBoth }),
  comment: text(REVIEW_TEXT_MAX).default(''),
  photoUrl: photoUrl.default(''),
};

/** POST /api/reviews body. */
export const createReviewSchema = z.object({ orderId: objectId, productId: objectId, ...scores });
/** PATCH /api/reviews/{id} body. */
export const editReviewSchema = z.object(scores);
/** GET /api/reviews?orderId=. */
export const orderReviewsQuerySchema = z.object({ orderId: objectId });
/** POST /api/reviews/{id}/reply body. */
export const replySchema = z.object({ text: text(REVIEW_TEXT_MAX).pipe(z.string().min(1, messages.server.validation)) });
/** POST /api/reviews/{id}/hide body. */
export const hideSchema = z.object({ reason: text(HIDE_REASON_MAX).pipe(z.string().min(3, r.reasonRequired)) });
/** POST /api/reviews/photo form fields (the file in 'file'). */
export const reviewPhotoFieldsSchema = z.object({ orderId: objectId, productId: objectId });
/** A review id in the path. */
export const reviewIdSchema = objectId;
