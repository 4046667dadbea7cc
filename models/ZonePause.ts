import '#server-only';
import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';
import type { Lean } from './shared';

/**
 * New orders to a province (municipality '') or one municipality are paused (fuel shortage,
 * blackout) with a notice shoppers of that zone see. Resuming keeps the document (endedAt set),
 * so the history of pauses stays.
 */
const zonePauseSchema = new Schema(
  {
    province: { type: String, required: true },
    /** '' pauses the whole province. */
    municipality: { type: String, default: '' },
    notice: { type: String, required: true, trim: true, maxlength: 300 },
    active: { type: Boolean, default: true },
    createdBy: { type: Schema.Types.ObjectId, ref: 'User' },
    endedAt: { type: Date, default: null },
    endedBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
  },
  { timestamps: true },
);
zonePauseSchema.index({ active: 1, province: 1 });
zonePauseSchema.index({ active: 1, createdAt: -1 });
zonePauseSchema.index({ active: 1, endedAt: -1 });

export type ZonePauseDoc = InferSchemaType<typeof zonePauseSchema>;
/** A ZonePause as `.lean()` reads it. */
export type LeanZonePause = Lean<ZonePauseDoc>;
export const ZonePause: Model<ZonePauseDoc> = (models.ZonePause as Model<ZonePauseDoc>) ?? model('ZonePause', zonePauseSchema);
