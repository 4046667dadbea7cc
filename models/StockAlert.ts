import '#server-only';
import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';
import { STOCK_ALERT_CHANNELS } from '../lib/stock-alerts/rules';

/** A buyer's 'Avísame cuando vuelva' on a sold-out product (lib/stock-alerts). */

const stockAlertSchema = new Schema(
  {
    productId: { type: Schema.Types.ObjectId, ref: 'Product', required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    /** The buyer's delivery zone when subscribing (default address, else the account's region). */
    region: { type: String, default: '' },
    municipality: { type: String, default: '' },
    channel: { type: String, enum: STOCK_ALERT_CHANNELS, default: 'email' },
    /** Set once, by a guarded update, when the alert was sent; null while waiting. */
    notifiedAt: { type: Date, default: null },
  },
  { timestamps: true },
);

// One alert per buyer and product; a simple unique index (FerretDB v1 has no partial ones).
stockAlertSchema.index({ productId: 1, userId: 1 }, { unique: true });
stockAlertSchema.index({ notifiedAt: 1, productId: 1 });

export type StockAlertDoc = InferSchemaType<typeof stockAlertSchema>;
export const StockAlert: Model<StockAlertDoc> = (models.StockAlert as Model<StockAlertDoc>) ?? model('StockAlert', stockAlertSchema);
