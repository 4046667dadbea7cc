import '#server-only';
import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';
import type { Lean } from './shared';
import { HIDE_REASON_MAX, REVIEW_TEXT_MAX } from '../lib/reviews/rules';

/**
 * A verified buyer's review of a product they received (lib/reviews): the rating 1–5, whether it
 * came as described and on time (the seller's rating), an optional comment and picture, the
 * seller's one answer, and a super admin's hiding with its reason (also in ReviewAudit).
 */
const reviewSchema = new Schema(
  {
    product: { type: Schema.Types.ObjectId, ref: 'Product', required: true },
    seller: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    order: { type: Schema.Types.ObjectId, ref: 'Order', required: true },
    buyer: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    /** The buyer as the product page names them: first name and the initial of the last name. */
    buyerName: { type: String, default: '' },
    rating: { type: Number, required: true, min: 1, max: 5 },
    asDescribed: { type: Boolean, required: true },
    onTime: { type: Boolean, required: true },
    comment: { type: String, default: '', maxlength: REVIEW_TEXT_MAX },
    photoUrl: { type: String, default: '' },
    /** The seller's one answer; `at` is null until then (the answer's guarded write filters on it). */
    reply: { text: { type: String, maxlength: REVIEW_TEXT_MAX }, at: { type: Date, default: null } },
    hidden: { type: Boolean, default: false },
    hiddenReason: { type: String, maxlength: HIDE_REASON_MAX },
  },
  { timestamps: true },
);
// One review per product per order, whatever the race.
reviewSchema.index({ order: 1, product: 1 }, { unique: true });
// The product page: its visible reviews, newest first.
reviewSchema.index({ product: 1, hidden: 1, createdAt: -1, _id: -1 });

export type ReviewDoc = InferSchemaType<typeof reviewSchema>;
/** A Review as `.lean()` reads it. */
export type LeanReview = Lean<ReviewDoc>;
export const Review: Model<ReviewDoc> = (models.Review as Model<ReviewDoc>) ?? model('Review', reviewSchema);
