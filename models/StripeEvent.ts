import '#server-only';
import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';

/** Stripe webhook events already handled: the unique id makes a replay change nothing. */
const stripeEventSchema = new Schema(
  { eventId: { type: String, required: true }, type: { type: String, required: true }, order: { type: Schema.Types.ObjectId, ref: 'Order' } },
  { timestamps: { createdAt: true, updatedAt: false } },
);
stripeEventSchema.index({ eventId: 1 }, { unique: true });

export type StripeEventDoc = InferSchemaType<typeof stripeEventSchema>;
export const StripeEvent: Model<StripeEventDoc> = (models.StripeEvent as Model<StripeEventDoc>) ?? model('StripeEvent', stripeEventSchema);
