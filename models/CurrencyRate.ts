import '#server-only';
import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';

/** The current exchange rate of a card currency: units of `currency` per 1 USD. */
const currencyRateSchema = new Schema(
  {
    currency: { type: String, enum: ['eur', 'mxn'], required: true },
    value: { type: Number, required: true, min: 0 },
    updatedBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
  },
  { timestamps: true },
);
currencyRateSchema.index({ currency: 1 }, { unique: true });

export type CurrencyRateDoc = InferSchemaType<typeof currencyRateSchema>;
export const CurrencyRate: Model<CurrencyRateDoc> = (models.CurrencyRate as Model<CurrencyRateDoc>) ?? model('CurrencyRate', currencyRateSchema);
