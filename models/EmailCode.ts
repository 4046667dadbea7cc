import '#server-only';
import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';
import type { Lean } from './shared';

/**
 * A 4-digit e-mail code for registration or password recovery. Only its hash is stored; the
 * browser holds `requestId`, an opaque id, never the digits. Expired codes are removed by TTL.
 */
const emailCodeSchema = new Schema(
  {
    requestId: { type: String, required: true },
    email: { type: String, required: true, lowercase: true, trim: true },
    purpose: { type: String, enum: ['register', 'recover'], required: true },
    codeHash: { type: String, required: true },
    attempts: { type: Number, default: 0 },
    /** Set after a correct code; a recovery grant then allows one password change. */
    verifiedAt: { type: Date, default: null },
    grantHash: { type: String, default: null },
    usedAt: { type: Date, default: null },
    expiresAt: { type: Date, required: true },
  },
  { timestamps: true },
);
emailCodeSchema.index({ requestId: 1 }, { unique: true });
emailCodeSchema.index({ email: 1, purpose: 1, createdAt: -1 });
emailCodeSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type EmailCodeDoc = InferSchemaType<typeof emailCodeSchema>;
/** A EmailCode as `.lean()` reads it. */
export type LeanEmailCode = Lean<EmailCodeDoc>;
export const EmailCode: Model<EmailCodeDoc> = (models.EmailCode as Model<EmailCodeDoc>) ?? model('EmailCode', emailCodeSchema);
