import '#server-only';
import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';

/**
 * The audit log of wallet changes made by an administrator: who changed whose wallet, when, the
 * balance before and after (integer US cents) and the reason. Entries are only ever inserted.
 */
const walletAdjustmentSchema = new Schema(
  {
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    by: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    beforeCents: { type: Number, required: true, min: 0 },
    afterCents: { type: Number, required: true, min: 0 },
    deltaCents: { type: Number, required: true },
    reason: { type: String, required: true, trim: true, maxlength: 200 },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
walletAdjustmentSchema.index({ user: 1, createdAt: -1 });

export type WalletAdjustmentDoc = InferSchemaType<typeof walletAdjustmentSchema>;
export const WalletAdjustment: Model<WalletAdjustmentDoc> =
  (models.WalletAdjustment as Model<WalletAdjustmentDoc>) ?? model('WalletAdjustment', walletAdjustmentSchema);
