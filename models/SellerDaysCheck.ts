import '#server-only';
import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';

/**
 * When a seller's kept days (models/SellerDay.ts) were last found exact: every day of the seller
 * was computed, and those with an order written (updatedAt) since checkedAt, less the landing
 * allowance, are the only ones to compute again. Missing, or of an older layout: the seller's days
 * were never all computed as they are kept now.
 */
const sellerDaysCheckSchema = new Schema(
  {
    // The seller's id: found and written by _id, which FerretDB answers without a scan.
    _id: { type: Schema.Types.ObjectId, required: true },
    checkedAt: { type: Date, required: true },
    /** When a day of the seller was last written: a process whose decoded days are of this time need not read their stamps. */
    changedAt: { type: Date },
    /** The layout of the seller's kept days (lib/selling/kept-seller-days.ts DAYS_LAYOUT); missing: days kept before their orders. */
    layout: { type: Number },
  },
  { versionKey: false },
);

export type SellerDaysCheckDoc = InferSchemaType<typeof sellerDaysCheckSchema>;
export const SellerDaysCheck: Model<SellerDaysCheckDoc> =
  (models.SellerDaysCheck as Model<SellerDaysCheckDoc>) ?? model('SellerDaysCheck', sellerDaysCheckSchema);
