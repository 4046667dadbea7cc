import '#server-only';
import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';

/**
 * One seller's figures of one UTC day (lib/selling/seller-days.ts): the rows the dashboard sums,
 * and the orders and lines /delivers counts and pages by, of the orders created that day and not
 * cancelled, exact as of computedAt; and those orders themselves (id, creation time, the states of
 * the seller's lines), so that /delivers reads a page's orders by `_id` and a day is counted again
 * from its own orders, never by reading the whole day of every seller. Kept so that neither screen
 * reads a seller's whole history on each view; a day is computed again when one of its orders was
 * written since (models/SellerDaysCheck.ts).
 */
const sellerDaySchema = new Schema(
  {
    // '<seller id>:<day>': every write finds its day by _id, which FerretDB answers without a scan
    // (its unique indexes are on JSON text, which its pushed-down filters do not use).
    _id: { type: String, required: true },
    seller: { type: Schema.Types.ObjectId, required: true },
    day: { type: String, required: true },
    computedAt: { type: Date, required: true },
    // JSON text, as models/SalesDay.ts: FerretDB decodes one string far faster than many subdocuments.
    figures: { type: String, required: true },
    // The day's orders that count, newest first (SellerDayOrder[] as JSON text), written with the
    // figures by the same write. Absent from days kept before them: the seller's check then says
    // an older layout, and every day of the seller is counted again once (lib/selling/kept-seller-days.ts).
    orders: { type: String },
  },
  { versionKey: false },
);
sellerDaySchema.index({ seller: 1, day: 1 });

/** The _id of a seller's day. */
export function sellerDayId(sellerId: string, day: string): string {
  return `${sellerId}:${day}`;
}

export type SellerDayDoc = InferSchemaType<typeof sellerDaySchema>;
export const SellerDay: Model<SellerDayDoc> = (models.SellerDay as Model<SellerDayDoc>) ?? model('SellerDay', sellerDaySchema);
