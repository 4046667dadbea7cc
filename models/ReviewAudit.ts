import '#server-only';
import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';

/** The audit log of review moderation: which super admin hid which review, when and why. Entries are only ever inserted. */
const reviewAuditSchema = new Schema(
  {
    review: { type: Schema.Types.ObjectId, ref: 'Review', required: true },
    by: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    action: { type: String, enum: ['hide'], required: true },
    reason: { type: String, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
reviewAuditSchema.index({ review: 1, createdAt: -1 });

export type ReviewAuditDoc = InferSchemaType<typeof reviewAuditSchema>;
export const ReviewAudit: Model<ReviewAuditDoc> = (models.ReviewAudit as Model<ReviewAuditDoc>) ?? model('ReviewAudit', reviewAuditSchema);
