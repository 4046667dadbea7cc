import '#server-only';
import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';
import type { Lean } from './shared';

/**
 * The journal of one order being placed (lib/orders/create.ts): written before anything is taken
 * and updated at each step, so a process killed half-way can be completed or rolled back by
 * lib/orders/recovery.ts. Keys name the steps: 'stock:<productId>', 'wallet'. A key is in
 * `started` before its write and in `taken` after it; giving it back puts it in `returning`
 * before and in `returned` after. A key between the two lists of a pair (the process died during
 * that very write) is decided from the written document: the product's orderHolds marker (stock)
 * or the wallet ledger entry (wallet). 'review' is left for a step whose give-back keeps failing;
 * the sweep takes those up again.
 */
const attemptSchema = new Schema(
  {
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    /** The id the order gets when inserted: an attempt whose order exists is complete. */
    orderId: { type: Schema.Types.ObjectId, required: true },
    state: { type: String, enum: ['open', 'committing', 'committed', 'rollingBack', 'review'] as const, default: 'open' },
    /** The process that runs it (its boot id); recovery skips attempts this process still runs. */
    owner: { type: String, required: true },
    stock: [
      {
        _id: false,
        product: { type: Schema.Types.ObjectId, required: true },
        count: { type: Number, required: true },
        tags: [{ _id: false, size: String, color: String, count: Number }],
      },
    ],
    walletCents: { type: Number, default: 0 },
    points: { type: Number, default: 0 },
    /** The cart lines ordered, removed from the cart once the order exists. */
    cartLines: [{ _id: false, product: Schema.Types.ObjectId, count: Number, size: String, color: String }],
    started: { type: [String], default: [] },
    taken: { type: [String], default: [] },
    /** Claimed for giving back (before the write); `returned` after it. */
    returning: { type: [String], default: [] },
    returned: { type: [String], default: [] },
    orderNumber: { type: Number, default: null },
  },
  { timestamps: true },
);
attemptSchema.index({ state: 1, updatedAt: 1 });

export type OrderAttemptDoc = InferSchemaType<typeof attemptSchema>;
/** A OrderAttempt as `.lean()` reads it. */
export type LeanOrderAttempt = Lean<OrderAttemptDoc>;
export const OrderAttempt: Model<OrderAttemptDoc> = (models.OrderAttempt as Model<OrderAttemptDoc>) ?? model('OrderAttempt', attemptSchema);
