import '#server-only';
import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';

/** One viewer (a user id, or an anonymous session id) of one product: a view counts once. */
const productViewSchema = new Schema(
  {
    product: { type: Schema.Types.ObjectId, ref: 'Product', required: true },
    viewer: { type: String, required: true },
    // The network address of an anonymous view (null for a signed-in one), bounded per product (lib/catalog/view-rule.ts).
    address: { type: String, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
productViewSchema.index({ product: 1, viewer: 1 }, { unique: true });
productViewSchema.index({ product: 1, address: 1, createdAt: 1 });

export type ProductViewDoc = InferSchemaType<typeof productViewSchema>;
export const ProductView: Model<ProductViewDoc> = (models.ProductView as Model<ProductViewDoc>) ?? model('ProductView', productViewSchema);
