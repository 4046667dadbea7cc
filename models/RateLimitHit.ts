import '#server-only';
import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';

/** One counted attempt (a login, a code request) against a key such as `login:user@mail`. */
const rateLimitHitSchema = new Schema({
  key: { type: String, required: true },
  at: { type: Date, default: Date.now },
  expiresAt: { type: Date, required: true },
});
rateLimitHitSchema.index({ key: 1, at: -1 });
rateLimitHitSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type RateLimitHitDoc = InferSchemaType<typeof rateLimitHitSchema>;
export const RateLimitHit: Model<RateLimitHitDoc> = (models.RateLimitHit as Model<RateLimitHitDoc>) ?? model('RateLimitHit', rateLimitHitSchema);
