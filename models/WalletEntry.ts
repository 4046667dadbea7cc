import '#server-only';
import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';
import type { Lean } from './shared';
import { WALLET_ENTRY_KINDS } from '../lib/wallet/kinds';

/**
 * The fields of one wallet ledger entry. Also embedded in User.walletPending: the balance and its
 * entry are written in ONE update of the user document, then copied here (lib/wallet/ledger.ts).
 */
export const walletEntryFields = {
  /** 1, 2, 3… per user: the order in which the entries moved the balance. */
  seq: { type: Number, required: true, min: 1 },
  /** Signed integer US cents: positive credits, negative debits. */
  amountCents: { type: Number, required: true },
  kind: { type: String, enum: WALLET_ENTRY_KINDS, required: true },
  orderId: { type: Schema.Types.ObjectId, ref: 'Order', default: null },
  /** The claim a 'claimRefund' pays (lib/claims/recovery.ts looks a credit up by it, among the user's entries). */
  claimId: { type: Schema.Types.ObjectId, ref: 'Claim' },
  reason: { type: String, default: '', maxlength: 200 },
  by: { type: Schema.Types.ObjectId, ref: 'User', default: null },
  balanceAfterCents: { type: Number, required: true, min: 0 },
  createdAt: { type: Date, required: true },
} as const;

export const pendingWalletEntrySchema = new Schema(walletEntryFields, { _id: false });

/**
 * The wallet ledger: append-only. The balance (User.walletCents) always equals the sum of a
 * user's entries plus those still waiting in User.walletPending. Never updated or deleted.
 */
const walletEntrySchema = new Schema({ userId: { type: Schema.Types.ObjectId, ref: 'User', required: true }, ...walletEntryFields });
// One entry per (user, seq): copying a pending entry twice (a retry, the sweep) keeps one.
walletEntrySchema.index({ userId: 1, seq: 1 }, { unique: true });

const refuse = () => {
  throw new Error('the wallet ledger is append-only');
};
walletEntrySchema.pre(
  ['updateOne', 'updateMany', 'findOneAndUpdate', 'replaceOne', 'findOneAndReplace', 'findOneAndDelete', 'deleteOne', 'deleteMany'],
  refuse,
);

export type WalletEntryDoc = InferSchemaType<typeof walletEntrySchema>;
/** A WalletEntry as `.lean()` reads it. */
export type LeanWalletEntry = Lean<WalletEntryDoc>;
export const WalletEntry: Model<WalletEntryDoc> = (models.WalletEntry as Model<WalletEntryDoc>) ?? model('WalletEntry', walletEntrySchema);
