import '#server-only';
import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';
import { deliveryCalendarSettingsSchema, type Lean } from './shared';

const stockByTagSchema = new Schema(
  { size: { type: String, default: '' }, color: { type: String, default: '' }, availableCount: { type: Number, min: 0, default: 0 } },
  { _id: false },
);

const productSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 120 },
    description: { type: String, default: '', maxlength: 4000 },
    /** Price in USD, 2 decimals, before the import cost. */
    price: { type: Number, required: true, min: 0 },
    category: { _id: { type: Schema.Types.ObjectId, ref: 'Category', required: true }, name: { type: String, required: true } },
    /** The owner (seller); the public seller fields are read from the User at query time. */
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    mainImageUrl: { type: String, default: '' },
    secondaryImagesUrl: { type: [String], default: [] },
    available: { type: Boolean, default: true },
    availableCount: { type: Number, default: 0, min: 0 },
    /** Most units of this product in one order (non-fast-delivery items). */
    maxCount: { type: Number, default: 5, min: 1 },
    availableCountByTags: { type: [stockByTagSchema], default: [] },
    fastDelivery: { type: Boolean, default: false },
    promoted: { type: Boolean, default: false },
    possibleDiscount: { type: Boolean, default: false },
    shippingBySea: { type: Boolean, default: false },
    /** Kilograms, and centimetres for the dimensions. */
    weight: { type: Number, default: 0, min: 0 },
    large: { type: Number, default: 0, min: 0 },
    height: { type: Number, default: 0, min: 0 },
    width: { type: Number, default: 0, min: 0 },
    isManualImportCost: { type: Boolean, default: false },
    importCost: { type: Number, default: 0, min: 0 },
    viewsCount: { type: Number, default: 0, min: 0 },
    salesCount: { type: Number, default: 0, min: 0 },
    /** Verified buyers' ratings (lib/reviews): how many and their sum, kept with atomic $inc, never recounted per view. */
    rating: { count: { type: Number, default: 0 }, sum: { type: Number, default: 0 } },
    /**
     * Ids of the order attempts in flight that took stock of this product, written in the same
     * guarded update as the decrement and removed with the give-back or once the order exists
     * (lib/orders/ledger.ts): after a crash, recovery reads here whether the take landed. Internal:
     * no product DTO copies it. (Not `select: false`: FerretDB v1 refuses projections in findAndModify.)
     */
    orderHolds: { type: [String], default: undefined },
    points: { type: Number, default: 0, min: 0 },
    distributorUrl: { type: String, default: '' },
    distributor: { name: { type: String, default: '' } },
    userConfirmed: { type: Boolean, default: true },
    deliveryCalendar: { type: deliveryCalendarSettingsSchema, default: () => ({}) },
    platformEarningType: { type: String, enum: ['fixed', 'percent'], default: 'percent' },
    fixedPlatformEarning: { type: Number, default: 0, min: 0, max: 1000 },
    percent: { type: Number, default: 0, min: 0, max: 100 },
    currencyExchangeValue: { type: Number, default: 1, min: 0 },
    /** Provinces the product is offered in; [] means every province the seller delivers to. */
    regions: { type: [String], default: [] },
    /** Currency the seller's source price was set in (home filter 'currency'). */
    currency: { type: String, default: 'USD' },
    /** Soft delete: a deleted product answers null and leaves every list. */
    deleted: { type: Boolean, default: false },
    /** Hidden by a super admin: out of every shopper list and page; its owner still sees it, marked. */
    hidden: { type: Boolean, default: false },
    /** Accent- and case-folded words of name and description, for indexed search. */
    searchTokens: { type: [String], default: [] },
    /** Denormalized price + import cost in USD (lib/pricing), kept by the catalogue service; the price filters use it. */
    totalPrice: { type: Number, default: 0, min: 0 },
  },
  { timestamps: true },
);

// The list queries (lib/catalog/query.ts): visible products, newest first, by one selective
// filter. The embedded FerretDB uses them too since the project's patch (scripts/server/ferretdb/), the
// arrays (regions, searchTokens) through its multikey side tables. No partial or text indexes:
// FerretDB v1 refuses them.
productSchema.index({ deleted: 1, createdAt: -1, _id: -1 });
productSchema.index({ deleted: 1, promoted: 1, createdAt: -1, _id: -1 });
// The admin's hidden listings: a few among all, which the index above would walk entirely to find.
productSchema.index({ deleted: 1, hidden: 1, createdAt: -1, _id: -1 });
productSchema.index({ deleted: 1, 'category._id': 1, createdAt: -1 });
productSchema.index({ 'category._id': 1 });
productSchema.index({ user: 1, deleted: 1, createdAt: -1, _id: -1 });
productSchema.index({ deleted: 1, salesCount: -1, createdAt: -1, _id: -1 });
productSchema.index({ deleted: 1, totalPrice: 1 });
productSchema.index({ regions: 1, createdAt: -1 });
productSchema.index({ searchTokens: 1, createdAt: -1 });
// The products written since the catalogue's snapshot, read at start (lib/catalog/memory/catalog-store.ts).
productSchema.index({ updatedAt: 1 });

export type ProductDoc = InferSchemaType<typeof productSchema>;
/** A Product as `.lean()` reads it. */
export type LeanProduct = Lean<ProductDoc>;
export const Product: Model<ProductDoc> = (models.Product as Model<ProductDoc>) ?? model('Product', productSchema);
