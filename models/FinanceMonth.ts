import '#server-only';
import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';

/**
 * One calendar month's finance rows (lib/admin/finance-months.ts), kept so that a report reads a
 * few small documents instead of summing every kept day of its months (~8,000 rows a month) in
 * each process that answers it. Exact as of checkedAt: the month is summed again from its days
 * when one of its orders, or the earning settings of one of its products, was written since, and
 * the current month once a day (when `through` is no longer today).
 */
const financeMonthSchema = new Schema(
  {
    // 'YYYY-MM': found by _id, which FerretDB answers without a scan.
    _id: { type: String, required: true },
    checkedAt: { type: Date, required: true },
    // The day ('YYYY-MM-DD') the rows run up to, excluded: the month holding today keeps its days
    // before today (today's rows are summed from its kept day at each report); missing: the whole month.
    through: { type: String },
    // FinanceRow[] as compact JSON text (one string decodes far faster on FerretDB than subdocuments).
    rows: { type: String, required: true },
    // The earning settings each product sold in the month was summed at, as JSON text: a product
    // written since checkedAt makes the month stale only when these differ from its own.
    earnings: { type: String, required: true },
  },
  { versionKey: false },
);

export type FinanceMonthDoc = InferSchemaType<typeof financeMonthSchema>;
export const FinanceMonth: Model<FinanceMonthDoc> = (models.FinanceMonth as Model<FinanceMonthDoc>) ?? model('FinanceMonth', financeMonthSchema);
