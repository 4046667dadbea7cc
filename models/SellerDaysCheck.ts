import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';

/**
 * When a seller's kept days (models/SellerDay.ts) were last found exact: every day of the seller
 * was computed, and those with an order written (updatedAt) since checkedAt, less the landing
 * allowance, are the only ones to compute again. Missing: the seller's days were never all computed.
 */
const sellerDaysCheckSchema = new Schema(
  {
    seller: { type: Schema.Types.ObjectId, required: true },
    checkedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
sellerDaysCheckSchema.index({ seller: 1 }, { unique: true });

export type SellerDaysCheckDoc = InferSchemaType<typeof sellerDaysCheckSchema>;
export const SellerDaysCheck: Model<SellerDaysCheckDoc> = (models.SellerDaysCheck as Model<SellerDaysCheckDoc>) ?? model('SellerDaysCheck', sellerDaysCheckSchema);
