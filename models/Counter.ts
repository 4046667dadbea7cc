import '#server-only';
import { Schema, model, models, type Model } from 'mongoose';

/** Named sequences (order numbers), advanced through lib/guarded-write. */
const counterSchema = new Schema({ _id: { type: String, required: true }, seq: { type: Number, default: 0 } }, { versionKey: false });

export type CounterDoc = { _id: string; seq: number };
export const Counter: Model<CounterDoc> = (models.Counter as Model<CounterDoc>) ?? model<CounterDoc>('Counter', counterSchema);
