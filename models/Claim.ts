import '#server-only';
import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';
import type { Lean } from './shared';
import { CLAIM_PHOTOS_MAX, CLAIM_REASONS, CLAIM_STATUSES, CLAIM_TEXT_MAX, REFUSAL_REASON_MAX, RESOLUTION_KINDS } from '../lib/claims/rules';

/**
 * A buyer's claim on one delivered order line (lib/claims): what went wrong, with private photos,
 * and a super admin's one resolution (a refund to the wallet or the card, a replacement, or a
 * refusal with its reason). The order line keeps what every claim on it refunded (Order.lines.refundedCents).
 */
const claimSchema = new Schema(
  {
    order: { type: Schema.Types.ObjectId, ref: 'Order', required: true },
    orderNumber: { type: Number, required: true },
    line: { type: Schema.Types.ObjectId, required: true },
    product: { type: Schema.Types.ObjectId, ref: 'Product', required: true },
    productName: { type: String, default: '' },
    seller: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    buyer: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    reason: { type: String, enum: CLAIM_REASONS, required: true },
    description: { type: String, default: '', maxlength: CLAIM_TEXT_MAX },
    /** Names of private photos (lib/uploads/private-service.ts, area 'claims', the order's folder). */
    photos: { type: [String], default: [], validate: (photos: string[]) => photos.length <= CLAIM_PHOTOS_MAX },
    status: { type: String, enum: CLAIM_STATUSES, default: 'open' },
    /**
     * '<order>:<line>' while the claim is open or being resolved, so a unique index allows one such
     * claim per line whatever the race; set to the claim's own id once resolved, freeing the line.
     */
    openSlot: { type: String, required: true },
    resolution: {
      kind: { type: String, enum: [...RESOLUTION_KINDS, null], default: null },
      amountCents: { type: Number, default: 0, min: 0 },
      reason: { type: String, default: '', maxlength: REFUSAL_REASON_MAX },
      by: { type: Schema.Types.ObjectId, ref: 'User' },
      at: { type: Date, default: null },
      /**
       * Set when a resolution takes the claim (status 'resolving'), with kind, amountCents and reason:
       * what is being done, so lib/claims/recovery.ts can finish or undo a resolution cut short.
       * takeId keys the line's reservation (Order.lines.refundTakes) to this one take.
       */
      takenAt: { type: Date, default: null },
      takeId: { type: Schema.Types.ObjectId },
      stripeRefundId: String,
      replacementLine: { type: Schema.Types.ObjectId },
    },
  },
  { timestamps: true },
);
claimSchema.index({ openSlot: 1 }, { unique: true });
// The buyer's claims of an order.
claimSchema.index({ order: 1, createdAt: -1 });
// The admin's screen: the open ones, newest first; and all of them, newest first.
claimSchema.index({ status: 1, createdAt: -1, _id: -1 });
claimSchema.index({ createdAt: -1, _id: -1 });
// The seller's open claims on /delivers.
claimSchema.index({ seller: 1, status: 1, createdAt: -1 });
// The cash screen's refunds, newest first.
claimSchema.index({ 'resolution.kind': 1, 'resolution.at': -1 });
// The recovery sweep: resolutions taken long ago and never finished.
claimSchema.index({ status: 1, 'resolution.takenAt': 1 });

export type ClaimDoc = InferSchemaType<typeof claimSchema>;
/** A claim as `.lean()` reads it (with its timestamps). */
export type LeanClaim = Lean<ClaimDoc> & { createdAt: Date; updatedAt: Date };
export const Claim: Model<ClaimDoc> = (models.Claim as Model<ClaimDoc>) ?? model('Claim', claimSchema);
