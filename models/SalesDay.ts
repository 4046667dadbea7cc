import '#server-only';
import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';

/**
 * One UTC day's sales figures, kept so that the finances need not read every order of six months on
 * each call (lib/selling/sales-days.ts): the rows of salesRowsOf and the delivery per seller, of
 * the orders created that day and not cancelled, exact as of computedAt. A day is computed again
 * when one of its orders was written since; a check that finds it fresh moves computedAt forward.
 */
const salesDaySchema = new Schema(
  {
    day: { type: String, required: true },
    computedAt: { type: Date, required: true },
    // When `figures` were last written: a check that finds the day fresh moves computedAt only, so
    // the processes that decoded the figures keep them (lib/selling/order-sums.ts keptDays).
    figuresAt: { type: Date },
    // DayFigures as JSON text: a day holds hundreds of rows, and FerretDB decodes one string far faster
    // than as many subdocuments (177 days: 5–10 s as subdocuments).
    figures: { type: String, required: true },
    // The day still taking orders keeps the orders its figures were summed from (DayOrders as JSON
    // text, lib/selling/sales-days.ts): an order written since is summed in by reading it alone.
    // Other days leave it out (a full recount unsets it).
    orders: { type: String },
    // The figuresAt `orders` were written with: a day written since by code that does not keep them
    // (its figures newer than its orders) is counted again whole.
    ordersAt: { type: Date },
  },
  { versionKey: false },
);
salesDaySchema.index({ day: 1 }, { unique: true });

export type SalesDayDoc = InferSchemaType<typeof salesDaySchema>;
export const SalesDay: Model<SalesDayDoc> = (models.SalesDay as Model<SalesDayDoc>) ?? model('SalesDay', salesDaySchema);
