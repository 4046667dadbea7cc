import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';

/**
 * One UTC day's sales figures, kept so that the finances need not read every order of six months on
 * each call (lib/selling/sales-days.ts): the rows of salesRowsOf and the delivery per seller, of
 * the orders created that day and not cancelled, as they were at computedAt. A day is computed
 * again when one of its orders was written since.
 */
const salesDaySchema = new Schema(
  {
    day: { type: String, required: true },
    computedAt: { type: Date, required: true },
    sales: [{ _id: false, product: String, seller: String, name: String, price: Number, importCost: Number, units: Number }],
    discounts: [{ _id: false, product: String, amount: Number }],
    delivery: [{ _id: false, seller: String, cents: Number }],
  },
  { versionKey: false },
);
salesDaySchema.index({ day: 1 }, { unique: true });

export type SalesDayDoc = InferSchemaType<typeof salesDaySchema>;
export const SalesDay: Model<SalesDayDoc> = (models.SalesDay as Model<SalesDayDoc>) ?? model('SalesDay', salesDaySchema);
