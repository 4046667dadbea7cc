import '#server-only';
import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';
import { TRANSFER_DETAILS_MAX } from '../lib/transfer/rules';

/**
 * Payment by transfer, as the super admin set it (lib/transfer/settings-service.ts): one document,
 * `_id` 'transfer', shared by every process of the store; whether checkout offers the method and
 * the details buyers see (a Zelle address, a bank account).
 */
const transferSettingsSchema = new Schema(
  {
    _id: { type: String, required: true },
    enabled: { type: Boolean, default: false },
    details: { type: String, default: '', maxlength: TRANSFER_DETAILS_MAX },
    updatedBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
  },
  { timestamps: true },
);

export type TransferSettingsDoc = InferSchemaType<typeof transferSettingsSchema>;
export const TransferSettings: Model<TransferSettingsDoc> =
  (models.TransferSettings as Model<TransferSettingsDoc>) ?? model('TransferSettings', transferSettingsSchema);
