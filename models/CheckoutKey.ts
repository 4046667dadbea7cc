import '#server-only';
import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';

/**
 * The key a buyer's browser gives an order it may send more than once (kept on the device while
 * offline, replayed when the line returns, from two tabs, or again after an answer was lost). The
 * unique index per buyer lets one request, in any process, claim the key; the claim fixes the id
 * the order gets, so a replay answers that order instead of placing another (lib/orders/checkout-key.ts).
 */
const checkoutKeySchema = new Schema(
  {
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    key: { type: String, required: true },
    /** The id the order gets (the attempt's orderId). */
    orderId: { type: Schema.Types.ObjectId, required: true },
    /** When the request now placing it claimed it: a claim left by a killed process is freed after a while. */
    claimedAt: { type: Date, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
checkoutKeySchema.index({ user: 1, key: 1 }, { unique: true });

export type CheckoutKeyDoc = InferSchemaType<typeof checkoutKeySchema>;
export const CheckoutKey: Model<CheckoutKeyDoc> = (models.CheckoutKey as Model<CheckoutKeyDoc>) ?? model('CheckoutKey', checkoutKeySchema);
