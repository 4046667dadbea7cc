import '#server-only';
import type { Viewer } from '../auth/guard';
import { updateProduct } from '../catalog/product-writes';
import { connectDb, isDuplicateKey } from '../db';
import { AppError } from '../errors';
import { guardedUpdate } from '../guarded-write';
import { expireStorefrontPages } from '../http/cache/storefront-pages';
import { messages } from '../messages';
import { storeImage } from '../uploads/service';
import { personalDisplayName } from '../users/display-name';
import { counterChange, editableUntil, editRefusal, reviewRefusal, type Scores } from './rules';
import { Order, type LeanOrder } from '@/models/Order';
import { Review, type LeanReview } from '@/models/Review';
import { ReviewAudit } from '@/models/ReviewAudit';
import { User } from '@/models/User';
import type { OwnReviewDto } from './dto';

type ReviewInput = Scores & { comment: string; photoUrl: string };

function ownDto(review: LeanReview, now = new Date()): OwnReviewDto {
  return {
    _id: String(review._id),
    productId: String(review.product),
    rating: review.rating,
    asDescribed: review.asDescribed,
    onTime: review.onTime,
    comment: review.comment ?? '',
    photoUrl: review.photoUrl ?? '',
    createdAt: review.createdAt.toISOString(),
    editableUntil: editableUntil(review.createdAt).toISOString(),
    hidden: Boolean(review.hidden),
    editable: editRefusal(String(review.buyer), review, now) === null,
  };
}

const scoresOf = (review: Scores): Scores => ({ rating: review.rating, asDescribed: review.asDescribed, onTime: review.onTime });

/** The order with what the review rules read, or 404. */
async function orderFacts(orderId: string): Promise<LeanOrder> {
  await connectDb();
  const order = await Order.findById(orderId, 'user._id currentStatus lines.product lines.seller lines.trackStatus').lean<LeanOrder>();
  if (!order) throw new AppError('notFound');
  return order;
}

/** Throws unless the viewer may review `productId` in `order` (lib/reviews/rules.ts); answers the product's seller. */
function assertMayReview(viewer: NonNullable<Viewer>, order: LeanOrder, productId: string): string {
  const refusal = reviewRefusal(viewer._id, order, productId);
  if (refusal) throw new AppError(refusal);
  return String(order.lines.find((line) => String(line.product) === productId)!.seller);
}

/**
 * Adds a review's change to its product's and seller's counters: one atomic $inc each, never a
 * recount; then expires the kept product pages in the request that made the change (a reply
 * writes no product, so every review change does it the same way).
 */
async function applyCounters(productId: string, sellerId: string, before: Scores | null, after: Scores | null): Promise<void> {
  const change = counterChange(before, after);
  await updateProduct(productId, { $inc: { 'rating.count': change.count, 'rating.sum': change.sum } });
  await guardedUpdate(
    User,
    sellerId,
    {},
    {
      $inc: {
        'sellerRating.count': change.count,
        'sellerRating.sum': change.sum,
        'sellerRating.asDescribed': change.asDescribed,
        'sellerRating.onTime': change.onTime,
      },
    },
  );
  expireStorefrontPages();
}

/** POST /api/reviews: the buyer of a delivered line rates its product, once per product and order. */
export async function createReview(
  viewer: NonNullable<Viewer>,
  input: ReviewInput & { orderId: string; productId: string },
): Promise<{ message: string; review: OwnReviewDto }> {
  const order = await orderFacts(input.orderId);
  const sellerId = assertMayReview(viewer, order, input.productId);
  const buyer = await User.findById(viewer._id, 'name lastName').lean();
  let created: LeanReview;
  try {
    created = (
      await Review.create({
        product: input.productId,
        seller: sellerId,
        order: input.orderId,
        buyer: viewer._id,
        buyerName: personalDisplayName(buyer?.name, buyer?.lastName),
        ...scoresOf(input),
        comment: input.comment,
        photoUrl: input.photoUrl,
      })
    ).toObject();
  } catch (error) {
    if (isDuplicateKey(error)) throw new AppError('reviewExists');
    throw error;
  }
  await applyCounters(input.productId, sellerId, null, scoresOf(input));
  return { message: messages.reviews.saved, review: ownDto(created) };
}

/**
 * PATCH /api/reviews/{id}: its author edits it within 30 days. The write is guarded on the answers
 * it replaces, so two edits at once cannot both move the counters from the same old answers.
 */
export async function editReview(
  viewer: NonNullable<Viewer>,
  id: string,
  input: ReviewInput,
  now = new Date(),
): Promise<{ message: string; review: OwnReviewDto }> {
  await connectDb();
  const review = await Review.findById(id).lean<LeanReview>();
  if (!review) throw new AppError('notFound');
  const refusal = editRefusal(viewer._id, review, now);
  if (refusal) throw new AppError(refusal);
  const updated = await guardedUpdate(
    Review,
    id,
    { ...scoresOf(review), hidden: false },
    { $set: { ...scoresOf(input), comment: input.comment, photoUrl: input.photoUrl } },
  );
  if (!updated) throw new AppError('conflict');
  await applyCounters(String(review.product), String(review.seller), scoresOf(review), scoresOf(input));
  return { message: messages.reviews.editedOk, review: ownDto(updated) };
}

/** GET /api/reviews?orderId=: the buyer's own reviews of that order (the order page's buttons). */
export async function listOrderReviews(viewer: NonNullable<Viewer>, orderId: string): Promise<{ reviews: OwnReviewDto[] }> {
  const order = await orderFacts(orderId);
  if (String(order.user?._id) !== viewer._id) throw new AppError('ordersForbidden');
  const reviews = await Review.find({ order: orderId }).lean<LeanReview[]>();
  return { reviews: reviews.map((review) => ownDto(review)) };
}

/** POST /api/reviews/{id}/reply: the seller of the reviewed product answers, once. */
export async function replyToReview(viewer: NonNullable<Viewer>, id: string, text: string, now = new Date()): Promise<{ message: string }> {
  await connectDb();
  const review = await Review.findById(id, 'seller hidden').lean<LeanReview>();
  if (!review || review.hidden) throw new AppError('notFound');
  if (String(review.seller) !== viewer._id) throw new AppError('reviewNotYourProduct');
  const answered = await guardedUpdate(Review, id, { 'reply.at': null }, { $set: { 'reply.text': text, 'reply.at': now } });
  if (!answered) throw new AppError('reviewAlreadyAnswered');
  expireStorefrontPages();
  return { message: messages.reviews.answered };
}

/** POST /api/reviews/{id}/hide: a super admin hides a review; the reason goes to the audit log and the counters drop it. */
export async function hideReview(viewer: NonNullable<Viewer>, id: string, reason: string): Promise<{ message: string }> {
  await connectDb();
  const hidden = await guardedUpdate(Review, id, { hidden: false }, { $set: { hidden: true, hiddenReason: reason } });
  if (!hidden) throw (await Review.exists({ _id: id })) ? new AppError('reviewAlreadyHidden') : new AppError('notFound');
  await ReviewAudit.create({ review: id, by: viewer._id, action: 'hide', reason });
  await applyCounters(String(hidden.product), String(hidden.seller), scoresOf(hidden), null);
  return { message: messages.reviews.hiddenOk };
}

/** POST /api/reviews/photo: a picture for a review, from a buyer who may review that product (stored public, metadata stripped). */
export async function storeReviewPhoto(viewer: NonNullable<Viewer>, orderId: string, productId: string, file: File): Promise<{ url: string }> {
  assertMayReview(viewer, await orderFacts(orderId), productId);
  return { url: (await storeImage(file)).url };
}
