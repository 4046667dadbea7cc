import '#server-only';
import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';
import type { Lean } from './shared';

const categorySchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 60 },
    iconUrl: { type: String, default: '' },
    /** Position in the category menu, ascending. */
    order: { type: Number, default: 0 },
    /** Which size list the category's products use (clothing XS–XXL, shoes 35–46.5). */
    sizeKind: { type: String, enum: ['clothing', 'shoes', null], default: null },
  },
  { timestamps: true },
);
categorySchema.index({ order: 1, name: 1 });
categorySchema.index({ name: 1 }, { unique: true });

export type CategoryDoc = InferSchemaType<typeof categorySchema>;
/** A Category as `.lean()` reads it. */
export type LeanCategory = Lean<CategoryDoc>;
export const Category: Model<CategoryDoc> = (models.Category as Model<CategoryDoc>) ?? model('Category', categorySchema);
