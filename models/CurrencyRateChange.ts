import '#server-only';
import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';

/** The history of exchange-rate changes: who changed which rate, when, from what to what. */
const currencyRateChangeSchema = new Schema(
  {
    currency: { type: String, enum: ['eur', 'mxn'], required: true },
    previousValue: { type: Number, default: null },
    value: { type: Number, required: true },
    changedBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
currencyRateChangeSchema.index({ currency: 1, createdAt: -1, _id: -1 });

export type CurrencyRateChangeDoc = InferSchemaType<typeof currencyRateChangeSchema>;
export const CurrencyRateChange: Model<CurrencyRateChangeDoc> =
  (models.CurrencyRateChange as Model<CurrencyRateChangeDoc>) ?? model('CurrencyRateChange', currencyRateChangeSchema);
