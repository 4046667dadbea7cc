import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';

/** One viewer (a user id, or an anonymous session id) of one product: a view counts once. */
const productViewSchema = new Schema(
  {
    product: { type: Schema.Types.ObjectId, ref: 'Product', required: true },
    viewer: { type: String, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
productViewSchema.index({ product: 1, viewer: 1 }, { unique: true });

export type ProductViewDoc = InferSchemaType<typeof productViewSchema>;
export const ProductView: Model<ProductViewDoc> = (models.ProductView as Model<ProductViewDoc>) ?? model('ProductView', productViewSchema);
